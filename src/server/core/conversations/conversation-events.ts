import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ConversationEvent } from '@shared/conversations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, conversationEvent, message } from '@server/platform/db/schema.ts';
import { toConversation, toMessage } from './conversation-rows.ts';

/** At most this many missed events are replayed; a client further behind reloads its lists. */
export const CATCH_UP_LIMIT = 500;

/**
 * The events stored after `afterId`, oldest first, for the account or one of its
 * conversations: what a stream missed while it was away. Each carries the conversation as it
 * is now (a client only needs to end up current) and, for a message, the message.
 */
export async function eventsSince(
  accountId: AccountId,
  db: Database,
  afterId: number,
  { conversationId }: { conversationId?: string } = {},
): Promise<ConversationEvent[]> {
  const rows = await db
    .select()
    .from(conversationEvent)
    .where(
      ownedBy(
        conversationEvent,
        accountId,
        and(
          gt(conversationEvent.id, afterId),
          conversationId ? eq(conversationEvent.conversationId, conversationId) : undefined,
        ),
      ),
    )
    .orderBy(asc(conversationEvent.id))
    .limit(CATCH_UP_LIMIT);
  if (rows.length === 0) return [];

  const conversationIds = [...new Set(rows.map((row) => row.conversationId))];
  const messageIds = rows.flatMap((row) => (row.messageId ? [row.messageId] : []));
  const [conversations, messages] = await Promise.all([
    db
      .select()
      .from(conversation)
      .leftJoin(contact, eq(contact.id, conversation.contactId))
      .where(ownedBy(conversation, accountId, inArray(conversation.id, conversationIds))),
    messageIds.length
      ? db
          .select()
          .from(message)
          .where(ownedBy(message, accountId, inArray(message.id, messageIds)))
      : [],
  ]);
  const conversationById = new Map(
    conversations.map((row) => [
      row.conversation.id,
      toConversation(row.conversation, row.contact),
    ]),
  );
  const messageById = new Map(messages.map((row) => [row.id, toMessage(row)]));
  return rows.flatMap((row) => {
    const view = conversationById.get(row.conversationId);
    if (!view) return [];
    return [
      {
        id: String(row.id),
        type: row.type,
        conversation: view,
        message: row.messageId ? (messageById.get(row.messageId) ?? null) : null,
        at: row.createdAt.toISOString(),
      },
    ];
  });
}
