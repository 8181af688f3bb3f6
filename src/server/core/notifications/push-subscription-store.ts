import { createECDH, randomUUID } from 'node:crypto';
import { desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushDevice, PushSubscriptionInput } from '@shared/push-notifications.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { pushSubscription } from '@server/platform/db/schema.ts';
import { InvalidInput, NotFound } from '@server/platform/errors/domain-errors.ts';
import type { PushTarget } from '@server/platform/push/web-push-sender.ts';

type Row = typeof pushSubscription.$inferSelect;

/**
 * How many devices an account keeps: each browser profile that subscribes is one, so an
 * account that subscribes again and again does not grow without bound (the oldest go first).
 */
export const PUSH_DEVICES_MAX = 50;

const toDevice = (row: Row): PushDevice => ({
  id: row.id,
  label: row.label,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const pushDeviceNotFound = () => new NotFound('No such device.');

/** A key of the right length may still be no point of the curve: nothing could be sent to it. */
function checkOnCurve(p256dh: string) {
  try {
    const ours = createECDH('prime256v1');
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    const message = 'The p256dh key is not a point of the P-256 curve.';
    throw new InvalidInput(message, 'invalid_input', { 'keys.p256dh': message });
  }
}

/**
 * Saves the browser's subscription for the account. The endpoint is the device: the same one
 * again replaces its keys and label (and moves it to this account if another one signed in on
 * that browser before). Says whether the device is new.
 */
export async function saveSubscription(
  accountId: AccountId,
  db: Database,
  input: PushSubscriptionInput,
  label: string,
): Promise<{ device: PushDevice; created: boolean }> {
  checkOnCurve(input.keys.p256dh);
  const values = { accountId, p256dh: input.keys.p256dh, auth: input.keys.auth, label };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pushSubscription)
      .values({ id: randomUUID(), endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscription.endpoint, set: values })
      // A row the statement inserted has no deleting transaction yet; an updated one has.
      .returning({ ...getTableColumns(pushSubscription), created: sql<boolean>`xmax = 0` });
    const kept = tx
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(ownedBy(pushSubscription, accountId))
      .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id))
      .limit(PUSH_DEVICES_MAX);
    await tx
      .delete(pushSubscription)
      .where(ownedBy(pushSubscription, accountId, notInArray(pushSubscription.id, kept)));
    const { created, ...row } = saved!;
    return { device: toDevice(row), created };
  });
}

/** The account's devices, newest first. */
export async function listDevices(accountId: AccountId, db: Database): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscription)
    .where(ownedBy(pushSubscription, accountId))
    .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id));
  return rows.map(toDevice);
}

/** One device of the account. */
export async function getDevice(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(pushSubscription)
    .where(ownedBy(pushSubscription, accountId, eq(pushSubscription.id, id)));
  if (!row) throw pushDeviceNotFound();
  return toDevice(row);
}

/** Stops notifications to one device of the account. */
export async function deleteDevice(accountId: AccountId, db: Database, id: string) {
  const deleted = await db
    .delete(pushSubscription)
    .where(ownedBy(pushSubscription, accountId, eq(pushSubscription.id, id)))
    .returning({ id: pushSubscription.id });
  if (deleted.length === 0) throw pushDeviceNotFound();
}

/** Where the account's notifications go: each device's subscription. */
export async function pushTargetsOf(
  accountId: AccountId,
  db: Database,
): Promise<(PushTarget & { id: string })[]> {
  const rows = await db
    .select({
      id: pushSubscription.id,
      endpoint: pushSubscription.endpoint,
      p256dh: pushSubscription.p256dh,
      auth: pushSubscription.auth,
    })
    .from(pushSubscription)
    .where(ownedBy(pushSubscription, accountId));
  return rows.map(({ id, endpoint, p256dh, auth }) => ({ id, endpoint, keys: { p256dh, auth } }));
}

/** Records that notifications reached these devices' push services. */
export async function markDevicesNotified(accountId: AccountId, db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscription)
    .set({ lastUsedAt: new Date() })
    .where(ownedBy(pushSubscription, accountId, inArray(pushSubscription.id, ids)));
}

/** Forgets devices whose push service said the subscription is gone. */
export async function forgetDevices(accountId: AccountId, db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(pushSubscription)
    .where(ownedBy(pushSubscription, accountId, inArray(pushSubscription.id, ids)));
}
