import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { WhatsappInstance, WhatsappStatus } from '@shared/integrations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { whatsappInstance } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';

type Row = typeof whatsappInstance.$inferSelect;

const toInstance = (row: Row): WhatsappInstance => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  status: row.status,
  lastSync: row.lastSync.toISOString(),
});

export const noSuchInstance = () => new NotFound('No such WhatsApp instance.');

export async function listWhatsappInstances(accountId: AccountId, db: Database) {
  const rows = await db
    .select()
    .from(whatsappInstance)
    .where(ownedBy(whatsappInstance, accountId))
    .orderBy(asc(whatsappInstance.createdAt));
  return { instances: rows.map(toInstance) };
}

export async function getWhatsappInstance(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(whatsappInstance)
    .where(ownedBy(whatsappInstance, accountId, eq(whatsappInstance.id, id)));
  if (!row) throw noSuchInstance();
  return toInstance(row);
}

export async function addWhatsappInstance(
  accountId: AccountId,
  db: Database,
  input: { name: string; phone: string; status: WhatsappStatus; lastSync?: Date; createdAt?: Date },
) {
  const [row] = await db
    .insert(whatsappInstance)
    .values({ id: randomUUID(), accountId, ...input })
    .returning();
  return toInstance(row!);
}

/** Connects or disconnects an instance; either way it was just synced. */
export async function setWhatsappInstanceStatus(
  accountId: AccountId,
  db: Database,
  id: string,
  status: WhatsappStatus,
) {
  const [row] = await db
    .update(whatsappInstance)
    .set({ status, lastSync: new Date() })
    .where(ownedBy(whatsappInstance, accountId, eq(whatsappInstance.id, id)))
    .returning();
  if (!row) throw noSuchInstance();
  return toInstance(row);
}

export async function deleteWhatsappInstance(accountId: AccountId, db: Database, id: string) {
  const rows = await db
    .delete(whatsappInstance)
    .where(ownedBy(whatsappInstance, accountId, eq(whatsappInstance.id, id)))
    .returning({ id: whatsappInstance.id });
  if (rows.length === 0) throw noSuchInstance();
}
