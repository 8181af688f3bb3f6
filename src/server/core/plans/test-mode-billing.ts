import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { billingCycleDays, isUpgrade, subscriptionCopy } from '@shared/billing.ts';
import { DAY_MS } from '@shared/durations.ts';
import { type Plan, plans } from '@shared/plans.ts';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { paymentCharge } from '@server/platform/db/schema.ts';
import { Conflict, PaymentFailed } from '@server/platform/errors/domain-errors.ts';
import type { BillingProvider } from './billing-provider.ts';
import { billingRowOf, paidByCard, saveBilling, setPlan } from './billing-store.ts';
import { currentPlan } from './current-plan.ts';
import { type PaymentGateway, testModePaymentGateway } from './payment-gateway.ts';

/**
 * Charges the plan's monthly price through the gateway, in the caller's transaction: a failed
 * charge changes nothing.
 */
async function charge(
  accountId: AccountId,
  tx: Database,
  plan: Plan,
  description: string,
  gateway: PaymentGateway,
) {
  try {
    await gateway.charge(accountId, tx, {
      amountCents: plan.monthlyPrice * 100,
      currency: 'usd',
      description,
    });
  } catch {
    // A declined or unreachable payment is the user's to retry, not a server fault.
    throw new PaymentFailed(subscriptionCopy.upgradeFailed);
  }
}

const periodFrom = (now: Date) => new Date(now.getTime() + billingCycleDays * DAY_MS);

/**
 * The built-in provider for installs that do not bill: "checkout" records the first month as a
 * test charge at once and comes straight back; no money moves and no card is kept.
 */
export function createTestModeBilling(
  gateway: PaymentGateway = testModePaymentGateway,
): BillingProvider {
  return {
    id: 'test',
    checkout: async (customer, db, planId, urls) => {
      const plan = plans[planId];
      if (await paidByCard(customer.id, db)) {
        throw new Conflict('already_subscribed', subscriptionCopy.alreadyPaying);
      }
      await db.transaction(async (tx) => {
        await lockAccount(tx, customer.id);
        await charge(customer.id, tx, plan, `Subscription to ${plan.name}`, gateway);
        await setPlan(customer.id, tx, planId);
        await saveBilling(customer.id, tx, 'test', {
          status: 'active',
          subscriptionId: `sub_test_${randomUUID()}`,
          currentPeriodEnd: periodFrom(new Date()),
          cancelAtPeriodEnd: false,
          nextAmountCents: plan.monthlyPrice * 100,
          graceEndsAt: null,
          failureReason: null,
        });
      });
      return urls.success;
    },
    changePlan: async (accountId, db, planId) => {
      const plan = plans[planId];
      await db.transaction(async (tx) => {
        // Concurrent changes of one account wait here, so only the first is charged.
        await lockAccount(tx, accountId);
        const from = await currentPlan(accountId, tx);
        if (from.id === planId) {
          throw new Conflict('same_plan', subscriptionCopy.alreadyOnPlan(plan.name));
        }
        // An upgrade is charged at once; a downgrade's credit is not modelled in test mode.
        if (isUpgrade(from.id, planId)) {
          await charge(accountId, tx, plan, `Upgrade to ${plan.name}`, gateway);
        }
        await setPlan(accountId, tx, planId);
        if (await billingRowOf(accountId, tx)) {
          await saveBilling(accountId, tx, 'test', { nextAmountCents: plan.monthlyPrice * 100 });
        }
      });
    },
    setCancelAtPeriodEnd: async (accountId, db, cancel) => {
      const row = await billingRowOf(accountId, db);
      if (row?.subscriptionId === null)
        throw new Conflict('no_subscription', subscriptionCopy.noSubscription);
      // An account from before trials has no row: its period is the one the page shows.
      await saveBilling(accountId, db, 'test', {
        status: row?.status ?? 'active',
        subscriptionId: row?.subscriptionId ?? `sub_test_${randomUUID()}`,
        currentPeriodEnd: row?.currentPeriodEnd ?? periodFrom(new Date()),
        cancelAtPeriodEnd: cancel,
      });
    },
    invoices: async (accountId, db) => {
      const charges = await db
        .select()
        .from(paymentCharge)
        .where(ownedBy(paymentCharge, accountId))
        .orderBy(desc(paymentCharge.createdAt))
        .limit(100);
      return charges.map((row) => ({
        id: row.id,
        number: null,
        createdAt: row.createdAt.toISOString(),
        amountCents: row.amountCents,
        currency: row.currency,
        status: 'paid',
        pdfUrl: null,
        hostedUrl: null,
      }));
    },
    paymentPortal: async () => {
      throw new Conflict('no_payment_method', subscriptionCopy.noPortalInTestMode);
    },
  };
}
