import { randomUUID } from 'node:crypto';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { paymentCharge } from '@server/platform/db/schema.ts';

export type ChargeRequest = { amountCents: number; currency: 'usd'; description: string };
export type ChargeReceipt = { chargeId: string; mode: 'test' | 'live' };

/**
 * Charges the account's card. The product has no payment network yet; a real provider is one
 * more implementation of this interface. `db` is the caller's transaction, so a charge is only
 * recorded together with the change it pays for.
 */
export type PaymentGateway = {
  charge: (accountId: AccountId, db: Database, request: ChargeRequest) => Promise<ChargeReceipt>;
};

/** The built-in gateway: records a test-mode charge and moves no money. */
export const testModePaymentGateway: PaymentGateway = {
  charge: async (accountId, db, request) => {
    const chargeId = `ch_test_${randomUUID()}`;
    await db.insert(paymentCharge).values({ id: chargeId, accountId, ...request, mode: 'test' });
    return { chargeId, mode: 'test' };
  },
};
