import { randomUUID } from 'node:crypto';
import { desc, inArray } from 'drizzle-orm';
import type { AttachmentExtension, Ticket, TicketList } from '@shared/support.ts';
import type { ticketInputSchema } from '@shared/support.ts';
import type { z } from 'zod';
import { type AccountId, ownedBy } from '../db/account-scope.ts';
import type { Database } from '../db/open-database.ts';
import { supportTicket, ticketAttachment } from '../db/schema.ts';
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

/** The account's tickets, newest first, with their files' names and sizes (not their bytes). */
export async function listTickets(accountId: AccountId, db: Database): Promise<TicketList> {
  const rows = await db
    .select()
    .from(supportTicket)
    .where(ownedBy(supportTicket, accountId))
    .orderBy(desc(supportTicket.createdAt));
  const attachments =
    rows.length === 0
      ? []
      : await db
          .select({
            id: ticketAttachment.id,
            ticketId: ticketAttachment.ticketId,
            fileName: ticketAttachment.fileName,
            size: ticketAttachment.size,
          })
          .from(ticketAttachment)
          .where(
            ownedBy(
              ticketAttachment,
              accountId,
              inArray(
                ticketAttachment.ticketId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(ticketAttachment.createdAt);
  return { tickets: rows.map((row) => toTicket(row, attachments)) };
}
