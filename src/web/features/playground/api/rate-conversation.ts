import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type Conversation, conversationSchema, type RatingInput } from '@shared/conversations.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export async function rateConversation(id: string, input: RatingInput): Promise<Conversation> {
  return conversationSchema.parse(
    await apiFetch(apiPath(apiPaths.conversationRating, { id }), { method: 'POST', body: input }),
  );
}
