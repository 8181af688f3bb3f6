import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  integrationTimers,
  type Pairing,
  type PairingStatus,
  whatsappCopy,
} from '@shared/integrations.ts';
import { MINUTE_MS } from '@shared/durations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { whatsappPairing } from '@server/platform/db/schema.ts';
import { Conflict, NotFound } from '@server/platform/errors/domain-errors.ts';
import { type GatewayEvent, GatewayError, type WhatsappGateway } from './whatsapp-gateway.ts';
import {
  addWhatsappInstance,
  changeWhatsappConnection,
  getWhatsappInstance,
  setWhatsappInstanceStatus,
  webhookSecretHashOf,
  whatsappWebhookUrl,
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
 * Pairings: the gateway issues a code (and, a real one, new codes now and then); the scan
 * makes (or reconnects) the instance, as connected. The gateway knows the session by the
 * instance's id from the start, so a new number's id is chosen when its pairing begins. The
 * pairing's state is a database row, so any server process can report or cancel it, and the
 * gateway's word of the scan (its webhook, which may reach any process) counts only while
 * the pairing is still pending and unexpired: one conditional update decides.
 */
export function createWhatsappPairings(deps: {
  db: Database;
  gateway: WhatsappGateway;
  publicUrl: string;
  expiryMs?: number;
}) {
  const { db, gateway, publicUrl } = deps;
  const expiryMs = deps.expiryMs ?? integrationTimers.qrExpirySeconds * 1000;
  let nextSweep = 0;

  async function sweep() {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_INTERVAL_MS;
    await db
      .delete(whatsappPairing)
      .where(lt(whatsappPairing.expiresAt, sql`now() - ${KEPT_AFTER_EXPIRY}`));
  }

  const pendingOf = (instanceId: string) =>
    and(eq(whatsappPairing.instanceId, instanceId), pending, notExpired);

  /** The phone scanned: connect the instance, unless the pairing was cancelled or expired. */
  async function completeScan(instanceId: string) {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(whatsappPairing)
        .set({ status: 'connected' })
        .where(pendingOf(instanceId))
        .returning();
      if (!claimed) return false;
      const accountId = claimed.accountId as AccountId;
      if (claimed.name === null) {
        await setWhatsappInstanceStatus(
          accountId,
          tx,
          instanceId,
          'connected',
          claimed.webhookSecretHash,
        );
      } else {
        await addWhatsappInstance(accountId, tx, {
          id: instanceId,
          name: claimed.name,
          phone: claimed.phone,
          status: 'connected',
          webhookSecretHash: claimed.webhookSecretHash,
        });
      }
      return true;
    });
  }

  /** A new code from the gateway: shown by the dialog's next poll, with a fresh countdown. */
  async function refreshCode(instanceId: string, code: string) {
    await db
      .update(whatsappPairing)
      .set({ code, expiresAt: expiresIn(expiryMs) })
      .where(pendingOf(instanceId));
  }

  gateway.listen(async (event: GatewayEvent) => {
    if (event.type === 'qr') await refreshCode(event.instanceId, event.code);
    if (event.type === 'connection' && event.state === 'connected') {
      // Outside a pairing, a number that comes back (the gateway restarted) is connected again.
      if (!(await completeScan(event.instanceId))) {
        await changeWhatsappConnection(db, event.instanceId, 'connected');
      }
    }
  });

  /** What the pairing is for: an existing instance (reconnect) or a new number. */
  async function describe(accountId: AccountId, target: Target) {
    if ('instanceId' in target) {
      const instance = await getWhatsappInstance(accountId, db, target.instanceId);
      return { instanceId: instance.id, name: null, phone: instance.phone };
    }
    return { instanceId: randomUUID(), name: target.name, phone: target.phone };
  }

  async function find(accountId: AccountId, pairingId: string) {
    const [row] = await db
      .select({
        status: whatsappPairing.status,
        instanceId: whatsappPairing.instanceId,
        code: whatsappPairing.code,
        expiresAt: whatsappPairing.expiresAt,
        expired: sql<boolean>`${whatsappPairing.expiresAt} <= now()`,
      })
      .from(whatsappPairing)
      .where(ownedBy(whatsappPairing, accountId, eq(whatsappPairing.id, pairingId)));
    if (!row) throw pairingNotFound();
    return row;
  }

  return {
    /** Asks the gateway for a code (the simulated one takes 1.5 s); its scan connects. */
    async start(accountId: AccountId, target: Target): Promise<Pairing> {
      const described = await describe(accountId, target);
      const webhookSecret = randomBytes(32).toString('base64url');
      await sweep();
      // The row first: a real gateway may post its first events before `pair` returns.
      const [row] = await db
        .insert(whatsappPairing)
        .values({
          id: randomUUID(),
          accountId,
          ...described,
          status: 'pending',
          webhookSecretHash: webhookSecretHashOf(webhookSecret),
          expiresAt: expiresIn(expiryMs + integrationTimers.qrGenerationMs),
        })
        .returning({ id: whatsappPairing.id });
      const pairingId = row!.id;
      let code: string;
      try {
        ({ code } = await gateway.pair({
          instanceId: described.instanceId,
          webhookUrl: whatsappWebhookUrl(publicUrl, described.instanceId),
          webhookSecret,
        }));
      } catch (error) {
        await db
          .update(whatsappPairing)
          .set({ status: 'expired' })
          .where(eq(whatsappPairing.id, pairingId));
        if (error instanceof GatewayError)
          throw new Conflict('gateway_unavailable', whatsappCopy.gatewayUnavailable);
        throw error;
      }
      const [shown] = await db
        .update(whatsappPairing)
        .set({ code, expiresAt: expiresIn(expiryMs) })
        .where(eq(whatsappPairing.id, pairingId))
        .returning({ expiresAt: whatsappPairing.expiresAt });
      return { pairingId, code, expiresAt: shown!.expiresAt.toISOString() };
    },

    async status(accountId: AccountId, pairingId: string): Promise<PairingStatus> {
      const row = await find(accountId, pairingId);
      if (row.status === 'pending') {
        if (row.expired) return { status: 'expired' };
        return {
          status: 'pending',
          ...(row.code ? { code: row.code } : {}),
          expiresAt: row.expiresAt.toISOString(),
        };
      }
      if (row.status !== 'connected' || !row.instanceId) return { status: row.status };
      const instance = await getWhatsappInstance(accountId, db, row.instanceId).catch(
        () => undefined,
      );
      return instance ? { status: 'connected', instance } : { status: 'connected' };
    },

    /** The dialog closed before the scan: the code stops working. */
    async cancel(accountId: AccountId, pairingId: string) {
      const row = await find(accountId, pairingId);
      const [cancelled] = await db
        .update(whatsappPairing)
        .set({ status: 'expired' })
        .where(ownedBy(whatsappPairing, accountId, eq(whatsappPairing.id, pairingId), pending))
        .returning({ id: whatsappPairing.id });
      if (cancelled && row.instanceId) await gateway.cancelPairing(row.instanceId);
    },
  };
}

export type WhatsappPairings = ReturnType<typeof createWhatsappPairings>;
