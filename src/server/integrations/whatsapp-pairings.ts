import { randomUUID } from 'node:crypto';
import {
  integrationTimers,
  type Pairing,
  type PairingStatus,
  type WhatsappInstance,
} from '@shared/integrations.ts';
import type { AccountId } from '../db/account-scope.ts';
import type { Database } from '../db/open-database.ts';
import { ApiError } from '../http/errors.ts';
import type { WhatsappGateway } from './whatsapp-gateway.ts';
import {
  addWhatsappInstance,
  getWhatsappInstance,
  setWhatsappInstanceStatus,
} from './whatsapp-store.ts';

export const pairingNotFound = () => new ApiError(404, 'not_found', 'No such pairing.');

type Target = { instanceId: string } | { name: string; phone: string };

type PairingState = {
  accountId: AccountId;
  expiresAt: number;
  status: PairingStatus['status'];
  instance?: WhatsappInstance;
  abort: AbortController;
};

/**
 * Pairings in progress: short-lived (30 s at most), so they live in memory with the gateway,
 * not in the database. The instance is stored, as connected, once the phone has scanned.
 */
export function createWhatsappPairings(
  db: Database,
  gateway: WhatsappGateway,
  expiryMs: number = integrationTimers.qrExpirySeconds * 1000,
) {
  const pairings = new Map<string, PairingState>();

  function find(accountId: AccountId, pairingId: string) {
    const state = pairings.get(pairingId);
    if (!state || state.accountId !== accountId) throw pairingNotFound();
    if (state.status === 'pending' && Date.now() >= state.expiresAt) {
      state.status = 'expired';
      state.abort.abort();
    }
    return state;
  }

  async function completeScan(state: PairingState, target: Target) {
    state.instance =
      'instanceId' in target
        ? await setWhatsappInstanceStatus(state.accountId, db, target.instanceId, 'connected')
        : await addWhatsappInstance(state.accountId, db, { ...target, status: 'connected' });
    state.status = 'connected';
  }

  return {
    /** Asks the gateway for a code (the simulated one takes 1.5 s) and waits for the scan. */
    async start(accountId: AccountId, target: Target): Promise<Pairing> {
      const phone =
        'instanceId' in target
          ? (await getWhatsappInstance(accountId, db, target.instanceId)).phone
          : target.phone;
      const { code } = await gateway.requestPairingCode(phone);
      const pairingId = randomUUID();
      const state: PairingState = {
        accountId,
        expiresAt: Date.now() + expiryMs,
        status: 'pending',
        abort: new AbortController(),
      };
      pairings.set(pairingId, state);
      // Forgotten some time after it ended, so a late poll still learns the outcome.
      const forget = () =>
        setTimeout(() => pairings.delete(pairingId), Math.max(expiryMs * 2, 60_000)).unref();
      gateway
        .waitForScan(code, state.abort.signal)
        .then(async () => {
          if (state.status === 'pending' && Date.now() < state.expiresAt) {
            await completeScan(state, target);
          }
        })
        .catch(() => {
          if (state.status === 'pending') state.status = 'expired';
        })
        .finally(forget);
      return { pairingId, code, expiresAt: new Date(state.expiresAt).toISOString() };
    },

    status(accountId: AccountId, pairingId: string): PairingStatus {
      const state = find(accountId, pairingId);
      return state.instance
        ? { status: state.status, instance: state.instance }
        : { status: state.status };
    },

    /** The dialog closed before the scan: the code stops working. */
    cancel(accountId: AccountId, pairingId: string) {
      const state = find(accountId, pairingId);
      if (state.status === 'pending') {
        state.status = 'expired';
        state.abort.abort();
      }
    },
  };
}

export type WhatsappPairings = ReturnType<typeof createWhatsappPairings>;
