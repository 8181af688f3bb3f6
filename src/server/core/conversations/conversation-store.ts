import { and, asc, eq, gt } from 'drizzle-orm';
import {
  type Conversation,
  type ConversationWithMessages,
  conversationCopy,
} from '@shared/conversations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, message } from '@server/platform/db/schema.ts';
import { Conflict, NotFound } from '@server/platform/errors/domain-errors.ts';
import { type ConversationRow, toConversation, toMessage } from './conversation-rows.ts';

export const conversationNotFound = () => new NotFound('No such conversation.');
export const conversationClosed = () =>
  new Conflict('conversation_closed', conversationCopy.alreadyClosed);

/**
 * The conversation's row, for a change; another account's id is unknown (404). Its statement is
 * sent before any the caller sends after calling this, in the same round trip: locked, the row
 * is locked before what the change stores with it.
 */
export async function conversationRow(
  accountId: AccountId,
  db: Database,
  id: string,
  { forUpdate = false } = {},
): Promise<ConversationRow> {
  const query = db
    .select()
    .from(conversation)
    .where(ownedBy(conversation, accountId, eq(conversation.id, id)))
    .limit(1);
  // Executed at once, not when awaited: sent before what the caller sends after calling this.
  const [row] = await (forUpdate ? query.for('update') : query).execute();
  if (!row) throw conversationNotFound();
  return row;
}

/**
 * Locks the conversation's row for a change whose caller holds the row already (what it reads
 * of it never changes); another account's id, or a deleted conversation, is unknown (404).
 */
export async function lockConversation(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .where(ownedBy(conversation, accountId, eq(conversation.id, id)))
    .limit(1)
    .for('update')
    // Executed at once: the lock is sent before what the caller stores after calling this.
    .execute();
  if (!row) throw conversationNotFound();
}

/** A conversation's contact; null for none (a portal test). */
export async function contactOf(db: Database, contactId: string | null) {
  if (!contactId) return null;
  const [row] = await db.select().from(contact).where(eq(contact.id, contactId)).limit(1);
  return row ?? null;
}

/** The contact of a conversation known by its id alone; null for none (a portal test). */
export async function contactOfConversation(db: Database, conversationId: string) {
  const [row] = await db
    .select({ contact })
    .from(contact)
    .innerJoin(conversation, eq(conversation.contactId, contact.id))
    .where(eq(conversation.id, conversationId))
    .limit(1);
  return row?.contact ?? null;
}

/** The public form of a conversation row, with its contact. */
export async function publicConversation(
  db: Database,
  row: ConversationRow,
): Promise<Conversation> {
  return toConversation(row, await contactOf(db, row.contactId));
}

export async function getConversation(
  accountId: AccountId,
  db: Database,
  id: string,
): Promise<Conversation> {
  return publicConversation(db, await conversationRow(accountId, db, id));
}

/** The messages of a conversation, oldest first; `afterSeq` pages on. */
export async function listMessages(
  accountId: AccountId,
  db: Database,
  conversationId: string,
  { afterSeq, limit = 500 }: { afterSeq?: number; limit?: number } = {},
) {
  const rows = await db
    .select()
    .from(message)
    .where(
      ownedBy(
        message,
        accountId,
        and(
          eq(message.conversationId, conversationId),
          afterSeq === undefined ? undefined : gt(message.seq, afterSeq),
        ),
      ),
    )
    .orderBy(asc(message.seq))
    .limit(limit);
  return rows;
}

/** A conversation with its whole transcript, oldest message first. */
export async function getConversationWithMessages(
  accountId: AccountId,
  db: Database,
  id: string,
): Promise<ConversationWithMessages> {
  const row = await conversationRow(accountId, db, id);
  const [view, messages] = await Promise.all([
    publicConversation(db, row),
    listMessages(accountId, db, id, { limit: 10_000 }),
  ]);
  return { ...view, messages: messages.map(toMessage) };
}
