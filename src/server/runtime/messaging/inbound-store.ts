import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { ConversationChannel } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation, message } from '@server/platform/db/schema.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';

/** The contact's conversation with the agent on the channel that is still open, locked; if any. */
export async function openConversationOf(
  tx: Database,
  accountId: AccountId,
  contactId: string,
  { agentId, channel }: { agentId: string; channel: ConversationChannel },
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(conversation)
    .where(
      and(
        eq(conversation.accountId, accountId),
        eq(conversation.contactId, contactId),
        eq(conversation.agentId, agentId),
        eq(conversation.channel, channel),
        ne(conversation.status, 'closed'),
      ),
    )
    .orderBy(desc(conversation.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Whether the contact's message with this provider id was stored already, in any conversation. */
export async function storedAlready(tx: Database, contactId: string, externalId: string) {
  const [row] = await tx
    .select({ id: message.id })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(and(eq(conversation.contactId, contactId), eq(message.externalId, externalId)))
    .limit(1);
  return row !== undefined;
}

/**
 * How many messages the customer wrote in the conversation in the last minute, `besides` one
 * stored in the same round trip (which may be counted or not, as the database runs them).
 */
export async function customerMessagesLastMinute(
  tx: Database,
  conversationId: string,
  { besides }: { besides?: string } = {},
) {
  const [row] = await tx
    .select({ value: count() })
    .from(message)
    .where(
      and(
        eq(message.conversationId, conversationId),
        eq(message.sender, 'customer'),
        gt(message.createdAt, sql`now() - interval '1 minute'`),
        besides === undefined ? undefined : ne(message.id, besides),
      ),
    );
  return row?.value ?? 0;
}
