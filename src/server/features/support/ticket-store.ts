import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Ticket, TicketList } from '@shared/support.ts';
import type { ticketInputSchema } from '@shared/support.ts';
import type { z } from 'zod';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  afterCursor,
  newestFirst,
  type PageRequest,
  pageKey,
  toPage,
} from '@server/platform/db/keyset-page.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import { supportTicket, ticketAttachment } from '@server/platform/db/schema.ts';
import type { UploadStore } from '@server/platform/files/upload-store.ts';
import { attachmentContentTypes } from './attachment-type.ts';
import type { ReceivedAttachment } from './ticket-upload.ts';

type TicketRow = typeof supportTicket.$inferSelect;
type AttachmentSummary = { id: string; ticketId: string; fileName: string; size: number };

const toTicket = (row: TicketRow, attachments: AttachmentSummary[]): Ticket => ({
  id: row.id,
  subject: row.subject,
  description: row.description,
  category: row.category,
  priority: row.priority,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  attachments: attachments
    .filter((file) => file.ticketId === row.id)
    .map(({ id, fileName, size }) => ({ id, fileName, size })),
});

/** Where a ticket's file is kept in the upload store: one folder per account. */
const storageKeyOf = (accountId: AccountId, attachmentId: string) => `${accountId}/${attachmentId}`;

/** The bytes of every file the account's tickets keep, together. */
export async function storedAttachmentBytes(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ bytes: sum(ticketAttachment.size).mapWith(Number) })
    .from(ticketAttachment)
    .where(ownedBy(ticketAttachment, accountId));
  return row?.bytes ?? 0;
}

/**
 * Stores the ticket and its received files: the files are kept under their final keys, then
 * the ticket and its rows are written in one transaction; if that fails the files are removed,
 * so a failed ticket leaves neither rows nor files.
 */
export async function createTicket(
  accountId: AccountId,
  db: Database,
  store: UploadStore,
  input: z.output<typeof ticketInputSchema>,
  files: readonly ReceivedAttachment[],
): Promise<Ticket> {
  const ticketId = randomUUID();
  const receivedAt = Date.now();
  const attachments = files.map((file, index) => {
    const id = randomUUID();
    return {
      id,
      accountId,
      ticketId,
      fileName: file.fileName,
      contentType: attachmentContentTypes[file.extension],
      size: file.size,
      storageKey: storageKeyOf(accountId, id),
      // A millisecond apart, so the ticket lists its files in the order they were sent.
      createdAt: new Date(receivedAt + index),
    };
  });
  const keys = attachments.map((attachment) => attachment.storageKey);
  try {
    await Promise.all(files.map((file, index) => file.file.keep(keys[index]!)));
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportTicket)
        .values({ id: ticketId, accountId, ...input })
        .returning();
      if (attachments.length > 0) await tx.insert(ticketAttachment).values(attachments);
      return toTicket(row!, attachments);
    });
  } catch (error) {
    await Promise.all(files.map((file) => file.file.discard()));
    await store.remove(keys);
    throw error;
  }
}

export const attachmentNotFound = () => new NotFound('No such attachment.');

/** One of the ticket's files, with where its bytes are: the store, or (older files) the row. */
export async function getAttachment(
  accountId: AccountId,
  db: Database,
  ticketId: string,
  attachmentId: string,
) {
  const [row] = await db
    .select({
      fileName: ticketAttachment.fileName,
      contentType: ticketAttachment.contentType,
      size: ticketAttachment.size,
      storageKey: ticketAttachment.storageKey,
      content: ticketAttachment.content,
    })
    .from(ticketAttachment)
    .where(
      ownedBy(
        ticketAttachment,
        accountId,
        and(eq(ticketAttachment.ticketId, ticketId), eq(ticketAttachment.id, attachmentId)),
      ),
    )
    .limit(1);
  if (!row) throw attachmentNotFound();
  return row;
}

export const ticketNotFound = () => new NotFound('No such ticket.');

/** The files of these tickets: names and sizes, not their bytes. */
async function attachmentsOf(accountId: AccountId, db: Database, ticketIds: string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      id: ticketAttachment.id,
      ticketId: ticketAttachment.ticketId,
      fileName: ticketAttachment.fileName,
      size: ticketAttachment.size,
    })
    .from(ticketAttachment)
    .where(ownedBy(ticketAttachment, accountId, inArray(ticketAttachment.ticketId, ticketIds)))
    .orderBy(ticketAttachment.createdAt);
}

/** A page of the account's tickets, newest first, with their files' names and sizes. */
export async function listTickets(
  accountId: AccountId,
  db: Database,
  { limit, after }: PageRequest,
): Promise<TicketList> {
  const rows = await db
    .select({ row: supportTicket, id: supportTicket.id, pageKey: pageKey(supportTicket) })
    .from(supportTicket)
    .where(ownedBy(supportTicket, accountId, afterCursor(supportTicket, after)))
    .orderBy(...newestFirst(supportTicket))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  const tickets = page.items.map(({ row }) => row);
  const attachments = await attachmentsOf(
    accountId,
    db,
    tickets.map((row) => row.id),
  );
  return {
    tickets: tickets.map((row) => toTicket(row, attachments)),
    nextCursor: page.nextCursor,
  };
}

export async function getTicket(accountId: AccountId, db: Database, id: string): Promise<Ticket> {
  const [row] = await db
    .select()
    .from(supportTicket)
    .where(ownedBy(supportTicket, accountId, eq(supportTicket.id, id)))
    .limit(1);
  if (!row) throw ticketNotFound();
  return toTicket(row, await attachmentsOf(accountId, db, [row.id]));
}
