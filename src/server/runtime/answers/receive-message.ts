import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Agent } from '@shared/agents.ts';
import { answerCopy, CONVERSATION_MESSAGES_PER_MINUTE } from '@shared/answers.ts';
import { conversationCopy, type Message } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { message } from '@server/platform/db/schema.ts';
import { Conflict, TooMany } from '@server/platform/errors/domain-errors.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';
import {
  changeConversations,
  type ConversationDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import {
  conversationClosed,
  conversationRow,
} from '@server/core/conversations/conversation-store.ts';

/** A customer's message as stored, and whether (and as which agent) the agent answers it. */
export type ReceivedMessage = {
  conversation: ConversationRow;
  customerMessage: Message;
  /** The agent that answers; null while the conversation is with a person (`waiting`, `human`). */
  agent: Agent | null;
};

/**
 * Refuses the message when the conversation already took its share this minute. Counted in
 * the database under the conversation's lock, so every server process counts the same.
 */
async function assertMessageRate(tx: Database, conversationId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(message)
    .where(
      and(
        eq(message.conversationId, conversationId),
        eq(message.sender, 'customer'),
        gt(message.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  if ((row?.value ?? 0) >= CONVERSATION_MESSAGES_PER_MINUTE) {
    throw new TooMany(answerCopy.tooManyMessages);
  }
}

/**
 * Stores a customer's message. A closed conversation refuses it (409), as does one the agent
 * answers when that agent is inactive or deleted (409); a conversation with a person keeps it
 * for the person, and no agent answers.
 */
export async function receiveMessage(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  text: string,
): Promise<ReceivedMessage> {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.status === 'closed') throw conversationClosed();
    let agent: Agent | null = null;
    if (row.status === 'bot') {
      if (!row.agentId) throw new Conflict('agent_deleted', answerCopy.agentDeleted);
      agent = await getAgent(accountId, tx, row.agentId);
      if (agent.status !== 'active') {
        throw new Conflict('agent_inactive', conversationCopy.agentInactive);
      }
    }
    await assertMessageRate(tx, row.id);
    const added = await addMessage(tx, record, row, { sender: 'customer', text });
    return { conversation: added.conversation, customerMessage: added.message!, agent };
  });
}
