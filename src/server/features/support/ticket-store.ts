import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { AttachmentExtension, Ticket, TicketList } from '@shared/support.ts';
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
import { attachmentContentTypes } from './attachment-type.ts';

/** A file that has passed the size and type checks. */
export type CheckedAttachment = {
  fileName: string;
  extension: AttachmentExtension;
  content: Uint8Array;
};

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

/** Stores the ticket and all its files in one transaction: all of it or nothing. */
export async function createTicket(
  accountId: AccountId,
  db: Database,
  input: z.output<typeof ticketInputSchema>,
  files: readonly CheckedAttachment[],
): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTicket)
      .values({ id: randomUUID(), accountId, ...input })
      .returning();
    const attachments = files.map((file) => ({
      id: randomUUID(),
      accountId,
      ticketId: row!.id,
      fileName: file.fileName,
      contentType: attachmentContentTypes[file.extension],
      size: file.content.byteLength,
      content: file.content,
    }));
    // One row at a time: a single statement with several 10 MB parameters needs far more memory.
    for (const attachment of attachments) await tx.insert(ticketAttachment).values(attachment);
    return toTicket(row!, attachments);
  });
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
