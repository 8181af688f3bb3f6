import { randomUUID } from 'node:crypto';
import { eq, gt, lt, sql } from 'drizzle-orm';
import { integrationTimers, type Pairing, type PairingStatus } from '@shared/integrations.ts';
import { MINUTE_MS } from '@shared/durations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { whatsappPairing } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import type { WhatsappGateway } from './whatsapp-gateway.ts';
import {
  addWhatsappInstance,
  getWhatsappInstance,
  setWhatsappInstanceStatus,
} from './whatsapp-store.ts';

export const pairingNotFound = () => new NotFound('No such pairing.');

type Target = { instanceId: string } | { name: string; phone: string };

/** An ended pairing is still answered for this long, so a late poll learns its outcome. */
const KEPT_AFTER_EXPIRY = sql`interval '1 hour'`;
const SWEEP_INTERVAL_MS = 10 * MINUTE_MS;

// The database's clock decides expiry, so every server process agrees on it.
const expiresIn = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
const notExpired = gt(whatsappPairing.expiresAt, sql`now()`);
const pending = eq(whatsappPairing.status, 'pending');

/**
 * Pairings: the gateway issues a code; the scan makes (or reconnects) the instance, as
 * connected. The pairing's state is a database row, so any server process can report or
 * cancel it; the wait for the scan runs in the process that started it, and a scan counts
 * only while its pairing is still pending and unexpired (one conditional update decides).
 */
export function createWhatsappPairings(
  db: Database,
  gateway: WhatsappGateway,
  expiryMs: number = integrationTimers.qrExpirySeconds * 1000,
) {
  /** The waits for a scan this process runs, to stop one when its pairing is cancelled here. */
  const waits = new Map<string, AbortController>();
  let nextSweep = 0;

  async function sweep() {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_INTERVAL_MS;
    await db
      .delete(whatsappPairing)
      .where(lt(whatsappPairing.expiresAt, sql`now() - ${KEPT_AFTER_EXPIRY}`));
  }

  /** The phone scanned: connect the instance, unless the pairing was cancelled or expired. */
  async function completeScan(accountId: AccountId, pairingId: string, target: Target) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(whatsappPairing)
        .set({ status: 'connected' })
        .where(
          ownedBy(
            whatsappPairing,
            accountId,
            eq(whatsappPairing.id, pairingId),
            pending,
            notExpired,
          ),
        )
        .returning({ id: whatsappPairing.id });
      if (!claimed) return;
      const instance =
        'instanceId' in target
          ? await setWhatsappInstanceStatus(accountId, tx, target.instanceId, 'connected')
          : await addWhatsappInstance(accountId, tx, { ...target, status: 'connected' });
      await tx
        .update(whatsappPairing)
        .set({ instanceId: instance.id })
        .where(eq(whatsappPairing.id, pairingId));
    });
  }

  /** What the pairing is for: an existing instance (reconnect) or a new number. */
  async function describe(accountId: AccountId, target: Target) {
    if ('instanceId' in target) {
      const instance = await getWhatsappInstance(accountId, db, target.instanceId);
      return { instanceId: instance.id, name: null, phone: instance.phone };
    }
    return { instanceId: null, name: target.name, phone: target.phone };
  }

  async function find(accountId: AccountId, pairingId: string) {
    const [row] = await db
      .select({
        status: whatsappPairing.status,
        instanceId: whatsappPairing.instanceId,
        expired: sql<boolean>`${whatsappPairing.expiresAt} <= now()`,
      })
      .from(whatsappPairing)
      .where(ownedBy(whatsappPairing, accountId, eq(whatsappPairing.id, pairingId)));
    if (!row) throw pairingNotFound();
    return row;
  }

  return {
    /** Asks the gateway for a code (the simulated one takes 1.5 s) and waits for the scan. */
    async start(accountId: AccountId, target: Target): Promise<Pairing> {
      const described = await describe(accountId, target);
      const { code } = await gateway.requestPairingCode(described.phone);
      await sweep();
      const [row] = await db
        .insert(whatsappPairing)
        .values({
          id: randomUUID(),
          accountId,
          ...described,
          status: 'pending',
          expiresAt: expiresIn(expiryMs),
        })
        .returning({ id: whatsappPairing.id, expiresAt: whatsappPairing.expiresAt });
      const pairingId = row!.id;

      const abort = new AbortController();
      waits.set(pairingId, abort);
      // The code stops working when it expires, whichever process is asked about it.
      const expiry = setTimeout(() => abort.abort(), expiryMs);
      expiry.unref();
      gateway
        .waitForScan(code, abort.signal)
        .then(() => completeScan(accountId, pairingId, target))
        .catch(() => {})
        .finally(() => {
          clearTimeout(expiry);
          waits.delete(pairingId);
        });
      return { pairingId, code, expiresAt: row!.expiresAt.toISOString() };
    },

    async status(accountId: AccountId, pairingId: string): Promise<PairingStatus> {
      const row = await find(accountId, pairingId);
      if (row.status === 'pending') return { status: row.expired ? 'expired' : 'pending' };
      if (row.status !== 'connected' || !row.instanceId) return { status: row.status };
      const instance = await getWhatsappInstance(accountId, db, row.instanceId).catch(
        () => undefined,
      );
      return instance ? { status: 'connected', instance } : { status: 'connected' };
    },

    /** The dialog closed before the scan: the code stops working. */
    async cancel(accountId: AccountId, pairingId: string) {
      await find(accountId, pairingId);
      await db
        .update(whatsappPairing)
        .set({ status: 'expired' })
        .where(ownedBy(whatsappPairing, accountId, eq(whatsappPairing.id, pairingId), pending));
      waits.get(pairingId)?.abort();
    },
  };
}

export type WhatsappPairings = ReturnType<typeof createWhatsappPairings>;
