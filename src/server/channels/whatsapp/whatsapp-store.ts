import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { type WhatsappInstance, type WhatsappStatus, whatsappCopy } from '@shared/integrations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { whatsappInstance } from '@server/platform/db/schema.ts';
import { Conflict, NotFound } from '@server/platform/errors/domain-errors.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';

type Row = typeof whatsappInstance.$inferSelect;
export type WhatsappInstanceRow = Row;

/** Where the gateway posts an instance's events (outside /api/v1: it carries no session). */
export const WHATSAPP_WEBHOOK_PATH = '/api/channels/whatsapp/:instanceId';
export const whatsappWebhookUrl = (publicUrl: string, instanceId: string) =>
  new URL(WHATSAPP_WEBHOOK_PATH.replace(':instanceId', encodeURIComponent(instanceId)), publicUrl)
    .href;

/** Only the hash of a webhook secret is kept: a leaked database does not let anyone post. */
export const webhookSecretHashOf = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

/** Compares in constant time, so the answer's timing tells nothing of the secret. */
export function webhookSecretMatches(hash: string | null, secret: string | undefined) {
  if (!hash || !secret) return false;
  return timingSafeEqual(Buffer.from(webhookSecretHashOf(secret), 'hex'), Buffer.from(hash, 'hex'));
}

const toInstance = (row: Row): WhatsappInstance => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  status: row.status,
  lastSync: row.lastSync.toISOString(),
  agentId: row.agentId,
});

export const noSuchInstance = () => new NotFound('No such WhatsApp instance.');

export async function listWhatsappInstances(accountId: AccountId, db: Database) {
  const rows = await db
    .select()
    .from(whatsappInstance)
    .where(ownedBy(whatsappInstance, accountId))
    .orderBy(asc(whatsappInstance.createdAt));
  return rows.map(toInstance);
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
  input: {
    id?: string;
    name: string;
    phone: string;
    status: WhatsappStatus;
    lastSync?: Date;
    createdAt?: Date;
    webhookSecretHash?: string | null;
  },
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
  webhookSecretHash?: string | null,
) {
  const [row] = await db
    .update(whatsappInstance)
    .set({ status, lastSync: new Date(), ...(webhookSecretHash ? { webhookSecretHash } : {}) })
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

/** An instance by its id alone: for the gateway's calls, authenticated by their secret. */
export async function whatsappInstanceById(db: Database, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(whatsappInstance).where(eq(whatsappInstance.id, id));
  return row;
}

/** The ids of every account's numbers marked connected: for a check against the gateway. */
export async function connectedWhatsappInstanceIds(db: Database) {
  const rows = await db
    .select({ id: whatsappInstance.id })
    .from(whatsappInstance)
    .where(eq(whatsappInstance.status, 'connected'));
  return rows.map((row) => row.id);
}

/** The number an agent answers on, if any. */
export async function whatsappInstanceOfAgent(db: Database, agentId: string) {
  const [row] = await db
    .select()
    .from(whatsappInstance)
    .where(eq(whatsappInstance.agentId, agentId));
  return row;
}

/**
 * The gateway says the number connected or dropped, outside a pairing. Answers the row when
 * the status changed (a drop is then told to the business once), undefined otherwise.
 */
export async function changeWhatsappConnection(db: Database, id: string, status: WhatsappStatus) {
  const [row] = await db
    .update(whatsappInstance)
    .set({ status, lastSync: new Date() })
    .where(
      and(
        eq(whatsappInstance.id, id),
        eq(whatsappInstance.status, status === 'connected' ? 'disconnected' : 'connected'),
      ),
    )
    .returning();
  return row;
}

/**
 * Sets the agent that answers the number (null: none, and its customers get no answer). An
 * agent answers on one number, so its replies have one way out: another number's agent is 409.
 */
export async function setWhatsappInstanceAgent(
  accountId: AccountId,
  db: Database,
  id: string,
  agentId: string | null,
) {
  await getWhatsappInstance(accountId, db, id);
  if (agentId) {
    await getAgent(accountId, db, agentId);
    const current = await whatsappInstanceOfAgent(db, agentId);
    if (current && current.id !== id) throw new Conflict('agent_taken', whatsappCopy.agentTaken);
  }
  const [row] = await db
    .update(whatsappInstance)
    .set({ agentId })
    .where(ownedBy(whatsappInstance, accountId, eq(whatsappInstance.id, id)))
    .returning();
  if (!row) throw noSuchInstance();
  return toInstance(row);
}

/** Whether the account has a number connected: it is live on WhatsApp. */
export async function hasConnectedWhatsapp(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ id: whatsappInstance.id })
    .from(whatsappInstance)
    .where(ownedBy(whatsappInstance, accountId, eq(whatsappInstance.status, 'connected')))
    .limit(1);
  return Boolean(row);
}
