import { eq } from 'drizzle-orm';
import type { HistoryFilter, HistoryPage } from '@shared/history.ts';
import type { ConversationChannel } from '@shared/conversations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  afterCursor,
  newestFirst,
  pageKey,
  type PageRequest,
  toPage,
} from '@server/platform/db/keyset-page.ts';
import { retryingDeadlocks } from '@server/platform/db/database-errors.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { booking, contact, conversation } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { toConversation } from '@server/core/conversations/conversation-rows.ts';
import { conversationNotFound } from '@server/core/conversations/conversation-store.ts';
import { removeMailsOfGoneConversations } from '@server/core/conversations/outbox-mails.ts';
import { queueErasedEvents } from '@server/core/calendars/calendar-sync.ts';
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

/** What deleting conversations reaches beyond the database's cascades. */
export type ErasureDeps = {
  db: Database;
  /** Its outbox folder holds the mails about them. */
  mailer: Pick<Mailer, 'removeFromOutbox'>;
  /** What the customer's channel keeps of them outside the database (the simulated phone). */
  forgetContact: (
    channel: ConversationChannel,
    contact: { accountId: AccountId; externalId: string },
  ) => Promise<void>;
};

/**
 * Deletes one conversation with everything about it: the database cascades to its messages,
 * events, channel outbox and notifications; its outbox mails go once that has committed.
 */
export async function deleteConversation(accountId: AccountId, deps: ErasureDeps, id: string) {
  const [row] = await retryingDeadlocks(() =>
    deps.db
      .delete(conversation)
      .where(ownedBy(conversation, accountId, eq(conversation.id, id)))
      .returning({ id: conversation.id }),
  );
  if (!row) throw conversationNotFound();
  await removeMailsOfGoneConversations(deps, accountId);
  return { deleted: row.id };
}

/**
 * Erases a customer: their contact details and every conversation they had, with everything
 * about them (see deleteConversation), and their bookings with the events written for them. The database part is one transaction; the mails in the
 * outbox folder and the simulated phone's memory are cleared after it commits.
 */
export async function eraseContact(accountId: AccountId, deps: ErasureDeps, id: string) {
  const erased = await retryingDeadlocks(() =>
    deps.db.transaction(async (tx) => {
      // Their bookings go with them (the contact's cascade); the events they left in the
      // business's calendars, which name them, are deleted by the calendar worker.
      await queueErasedEvents(
        tx,
        accountId,
        await tx
          .select({ id: booking.id, externalEvents: booking.externalEvents })
          .from(booking)
          .where(ownedBy(booking, accountId, eq(booking.contactId, id))),
      );
      const gone = await tx
        .delete(conversation)
        .where(ownedBy(conversation, accountId, eq(conversation.contactId, id)))
        .returning({ id: conversation.id });
      const [row] = await tx
        .delete(contact)
        .where(ownedBy(contact, accountId, eq(contact.id, id)))
        .returning({ id: contact.id, channel: contact.channel, externalId: contact.externalId });
      if (!row) throw contactNotFound();
      return { ...row, conversations: gone.length };
    }),
  );
  await removeMailsOfGoneConversations(deps, accountId);
  await deps.forgetContact(erased.channel, { accountId, externalId: erased.externalId });
  return { erased: erased.id, conversations: erased.conversations };
}
