import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type ConversationWithMessages,
  conversationWithMessagesSchema,
} from '@shared/conversations.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** The conversation as stored, with every message in order. */
export async function getConversation(id: string): Promise<ConversationWithMessages> {
  return conversationWithMessagesSchema.parse(
    await apiFetch(apiPath(apiPaths.conversation, { id })),
  );
}
