import { randomUUID } from 'node:crypto';
import { desc, eq, lt } from 'drizzle-orm';
import type { AuditAction, AuditPage } from '@shared/audit.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { auditEntry } from '@server/platform/db/schema.ts';

export type AuditRecord = {
  actor: string;
  action: AuditAction;
  target: string;
  address: string | undefined;
};

/** Appends one entry; the log has no other way to change. */
export async function recordAudit(accountId: AccountId, db: Database, record: AuditRecord) {
  await db.insert(auditEntry).values({
    id: randomUUID(),
    accountId,
    actor: record.actor,
    action: record.action,
    target: record.target.slice(0, 300),
    address: record.address ?? null,
  });
}

/** The newest entries first, filtered by action and by who acted; a page at a time. */
export async function listAudit(
  accountId: AccountId,
  db: Database,
  query: {
    action?: AuditAction | undefined;
    actor?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<AuditPage> {
  const before = query.cursor ? new Date(query.cursor) : undefined;
  const rows = await db
    .select()
    .from(auditEntry)
    .where(
      ownedBy(
        auditEntry,
        accountId,
        query.action ? eq(auditEntry.action, query.action) : undefined,
        query.actor ? eq(auditEntry.actor, query.actor.toLowerCase()) : undefined,
        before && !Number.isNaN(before.getTime()) ? lt(auditEntry.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(auditEntry.createdAt), desc(auditEntry.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      target: row.target,
      address: row.address,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.createdAt.toISOString() ?? null) : null,
  };
}
