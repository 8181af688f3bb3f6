import { eq } from 'drizzle-orm';
import type { HistoryFilter, HistoryPage } from '@shared/history.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  afterCursor,
  newestFirst,
  pageKey,
  type PageRequest,
  toPage,
} from '@server/platform/db/keyset-page.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import { toConversation } from '@server/features/conversations/conversation-rows.ts';
import { conversationNotFound } from '@server/features/conversations/conversation-store.ts';
import { historyWhere } from './history-filter.ts';

export const contactNotFound = () => new NotFound('No such customer.');

/** A page of the conversations the filter keeps, newest first, each with its customer. */
export async function listHistory(
  accountId: AccountId,
  db: Database,
  filter: HistoryFilter,
  { limit, after }: PageRequest,
): Promise<HistoryPage> {
  const rows = await db
    .select({
      row: conversation,
      contact,
      id: conversation.id,
      pageKey: pageKey(conversation),
    })
    .from(conversation)
    .leftJoin(contact, eq(contact.id, conversation.contactId))
    .where(historyWhere(accountId, filter, afterCursor(conversation, after)))
    .orderBy(...newestFirst(conversation))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return {
    conversations: page.items.map((item) =>
      toConversation(item.row, item.contact, { maskedPhone: true }),
    ),
    nextCursor: page.nextCursor,
  };
}

/** Deletes one conversation with its messages and its events (it leaves analytics too). */
export async function deleteConversation(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .delete(conversation)
    .where(ownedBy(conversation, accountId, eq(conversation.id, id)))
    .returning({ id: conversation.id });
  if (!row) throw conversationNotFound();
  return { deleted: row.id };
}

/**
 * Erases a customer: their contact details, every conversation they had and everything in
 * them (the database cascades from the contact to its conversations, messages and events).
 */
export async function eraseContact(accountId: AccountId, db: Database, id: string) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(conversation)
      .where(ownedBy(conversation, accountId, eq(conversation.contactId, id)))
      .returning({ id: conversation.id });
    const [row] = await tx
      .delete(contact)
      .where(ownedBy(contact, accountId, eq(contact.id, id)))
      .returning({ id: contact.id });
    if (!row) throw contactNotFound();
    return { erased: row.id, conversations: gone.length };
  });
}
