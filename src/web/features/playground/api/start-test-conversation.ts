import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type ConversationWithMessages,
  conversationWithMessagesSchema,
} from '@shared/conversations.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** A new playground conversation with the agent: stored as a test, opened by its greeting. */
export async function startTestConversation(agentId: string): Promise<ConversationWithMessages> {
  return conversationWithMessagesSchema.parse(
    await apiFetch(apiPath(apiPaths.agentConversations, { id: agentId }), {
      method: 'POST',
      body: { channel: 'playground' },
    }),
  );
}
