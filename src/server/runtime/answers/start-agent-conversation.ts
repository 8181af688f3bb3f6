import type { StartConversationInput } from '@shared/answers.ts';
import { conversationCopy, type ConversationWithMessages } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';
import type { ConversationDeps } from '@server/core/conversations/conversation-changes.ts';
import { getConversationWithMessages } from '@server/core/conversations/conversation-store.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import { greetingOf } from './builtin-responder.ts';

/**
 * Opens a conversation with one of the account's active agents, its greeting as the first
 * message. A playground conversation is the business's own test and is never counted; an
 * `api` one counts against the plan's monthly conversations.
 */
export async function startAgentConversation(
  deps: ConversationDeps,
  accountId: AccountId,
  agentId: string,
  input: StartConversationInput,
): Promise<ConversationWithMessages> {
  const agent = await getAgent(accountId, deps.db, agentId);
  if (agent.status !== 'active') {
    throw new Conflict('agent_inactive', conversationCopy.agentInactive);
  }
  const { personality } = await getAgentPersonality(accountId, deps.db, agent.id);
  const started = await startConversation(deps, accountId, {
    agent: { id: agent.id, name: agent.name },
    channel: input.channel,
    test: input.channel === 'playground',
    greeting: greetingOf({ personality }),
  });
  return getConversationWithMessages(accountId, deps.db, started.id);
}
