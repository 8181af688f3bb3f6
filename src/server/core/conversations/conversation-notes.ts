import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ConversationDetail, Note } from '@shared/notes.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversationNote } from '@server/platform/db/schema.ts';
import { accountTopic } from '@server/platform/realtime/event-bus.ts';
import type { ConversationDeps } from './conversation-changes.ts';
import {
  conversationRow,
  getConversationWithMessages,
  publicConversation,
} from './conversation-store.ts';

/** The member writing a note: their sign-in and the name the team knows them by. */
export type NoteAuthor = { userId: string; name: string };

export function toNote(row: typeof conversationNote.$inferSelect): Note {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a note on a conversation of the account, open or closed, and tells the team's live
 * streams. Only the account's topic hears it: the customer's stream listens to the
 * conversation's topic, and notes are not conversation events, so no catch-up replays one.
 */
export async function addNote(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  author: NoteAuthor,
  text: string,
): Promise<Note> {
  const row = await conversationRow(accountId, deps.db, conversationId);
  const [stored] = await deps.db
    .insert(conversationNote)
    .values({
      id: randomUUID(),
      accountId,
      conversationId: row.id,
      authorUserId: author.userId,
      authorName: author.name,
      text,
    })
    .returning();
  const note = toNote(stored!);
  deps.bus.publish([accountTopic(accountId)], {
    // Not a stored event's number: a reconnecting stream resumes from the last stored one.
    id: `note-${note.id}`,
    type: 'note.created',
    conversation: await publicConversation(deps.db, row),
    message: null,
    at: note.createdAt,
  });
  return note;
}

/** The notes on one conversation of the account, oldest first. */
export async function listNotes(
  accountId: AccountId,
  db: Database,
  conversationId: string,
): Promise<Note[]> {
  const rows = await db
    .select()
    .from(conversationNote)
    .where(
      ownedBy(conversationNote, accountId, eq(conversationNote.conversationId, conversationId)),
    )
    .orderBy(asc(conversationNote.createdAt));
  return rows.map(toNote);
}

/** A conversation as the team reads it: its messages and its notes. */
export async function getConversationDetail(
  accountId: AccountId,
  db: Database,
  id: string,
): Promise<ConversationDetail> {
  const [conversation, notes] = await Promise.all([
    getConversationWithMessages(accountId, db, id),
    listNotes(accountId, db, id),
  ]);
  return { ...conversation, notes };
}
