import { asc, eq, inArray } from 'drizzle-orm';
import type { Conversation, Message } from '@shared/conversations.ts';
import { type Note, noteCopy } from '@shared/notes.ts';
import { conversationChannelLabels } from '@shared/conversations.ts';
import {
  customerName,
  exportColumns,
  type ExportFormat,
  type HistoryFilter,
} from '@shared/history.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { afterCursor, newestFirst, pageKey } from '@server/platform/db/keyset-page.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  booking,
  contact,
  conversation,
  conversationNote,
  message,
} from '@server/platform/db/schema.ts';
import { toNote } from '@server/core/conversations/conversation-notes.ts';
import { toConversation, toMessage } from '@server/core/conversations/conversation-rows.ts';
import { historyWhere } from './history-filter.ts';

/**
 * Conversations are read a batch at a time, each batch with its messages: memory holds one
 * batch whatever the export's size (100,000 messages export in a few megabytes).
 */
const CONVERSATIONS_PER_BATCH = 100;

/** A booking made in an exported conversation, as the owner's own export shows it. */
type ExportedBooking = {
  id: string;
  serviceName: string;
  status: string;
  startsAt: string;
  endsAt: string;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
};

type Exported = {
  conversation: Conversation;
  messages: Message[];
  /** The team's notes: in the business's own export, marked apart from the messages. */
  notes: Note[];
  bookings: ExportedBooking[];
};

/** Every conversation the filter keeps (or the one asked for), newest first, with its messages. */
async function* exportedConversations(
  accountId: AccountId,
  db: Database,
  filter: Partial<HistoryFilter>,
  conversationId?: string,
): AsyncGenerator<Exported> {
  let after: { micros: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: conversation, contact, pageKey: pageKey(conversation) })
      .from(conversation)
      .leftJoin(contact, eq(contact.id, conversation.contactId))
      .where(
        historyWhere(
          accountId,
          filter,
          conversationId ? eq(conversation.id, conversationId) : undefined,
          afterCursor(conversation, after),
        ),
      )
      .orderBy(...newestFirst(conversation))
      .limit(CONVERSATIONS_PER_BATCH);
    if (rows.length === 0) return;
    const messages = await db
      .select()
      .from(message)
      .where(
        inArray(
          message.conversationId,
          rows.map(({ row }) => row.id),
        ),
      )
      .orderBy(asc(message.seq));
    const byConversation = new Map<string, typeof messages>();
    for (const row of messages) {
      const list = byConversation.get(row.conversationId);
      if (list) list.push(row);
      else byConversation.set(row.conversationId, [row]);
    }
    const notes = await db
      .select()
      .from(conversationNote)
      .where(
        inArray(
          conversationNote.conversationId,
          rows.map(({ row }) => row.id),
        ),
      )
      .orderBy(asc(conversationNote.createdAt));
    const booked = await db
      .select()
      .from(booking)
      .where(
        inArray(
          booking.conversationId,
          rows.map(({ row }) => row.id),
        ),
      )
      .orderBy(asc(booking.startsAt));
    const bookingsOf = (conversationId: string) =>
      booked
        .filter((row) => row.conversationId === conversationId && row.manageTokenHash)
        .map((row) => ({
          id: row.id,
          serviceName: row.serviceName,
          status: row.status,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          customerPhone: row.customerPhone,
        }));
    for (const { row, contact: contactRow } of rows) {
      yield {
        // The owner's own export: the customer's number in full.
        conversation: toConversation(row, contactRow),
        messages: (byConversation.get(row.id) ?? []).map(toMessage),
        notes: notes.filter((note) => note.conversationId === row.id).map(toNote),
        bookings: bookingsOf(row.id),
      };
    }
    if (rows.length < CONVERSATIONS_PER_BATCH) return;
    const last = rows.at(-1)!;
    after = { micros: last.pageKey, id: last.row.id };
  }
}

/**
 * A CSV cell: quoted when it must be, and a text a spreadsheet would run as a formula
 * (=, +, -, @, tab, return first) prefixed with an apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A note as a transcript line of the CSV, its sender column saying it is a note. */
const noteLine = (note: Note) => ({
  id: note.id,
  sender: noteCopy.exportSender,
  authorName: note.authorName,
  text: note.text,
  createdAt: note.createdAt,
});

function csvRows({ conversation: c, messages, notes }: Exported): string {
  const lines = [...messages, ...notes.map(noteLine)].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  return lines
    .map((m) =>
      csvLine([
        c.id,
        c.agentName,
        conversationChannelLabels[c.channel],
        customerName(c),
        c.status,
        c.resolution,
        c.rating,
        c.createdAt,
        m.id,
        m.sender,
        m.authorName,
        m.text,
        m.createdAt,
        c.contact?.email ?? null,
        c.contact?.phone ?? null,
        c.ratingComment,
        c.assigneeName,
      ]),
    )
    .join('');
}

/**
 * The export as text pieces, in order: CSV (one row per message or note, notes marked in the
 * sender column) or a JSON array (each conversation with its messages, its notes and the
 * appointments booked in it).
 */
export async function* exportText(
  format: ExportFormat,
  conversations: AsyncIterable<Exported>,
): AsyncGenerator<string> {
  if (format === 'csv') {
    // A byte-order mark, so spreadsheet programs read the text as UTF-8.
    yield `\uFEFF${csvLine([...exportColumns])}`;
    for await (const item of conversations) yield csvRows(item);
    return;
  }
  yield '[';
  let first = true;
  for await (const item of conversations) {
    yield `${first ? '' : ','}\n${JSON.stringify({ ...item.conversation, messages: item.messages, notes: item.notes, bookings: item.bookings })}`;
    first = false;
  }
  yield '\n]\n';
}

/** The export of the filtered history, or of one conversation, as a byte stream. */
export function exportStream(
  accountId: AccountId,
  db: Database,
  format: ExportFormat,
  filter: Partial<HistoryFilter>,
  conversationId?: string,
): ReadableStream<Uint8Array> {
  const pieces = exportText(format, exportedConversations(accountId, db, filter, conversationId));
  const encoder = new TextEncoder();
  return new ReadableStream({
    // Pulled as the client reads: a slow client slows the reading, memory stays flat.
    async pull(controller) {
      const { value, done } = await pieces.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
