import {
  billingCycleDays,
  isUpgrade,
  subscriptionCopy,
  type Subscription,
} from '@shared/billing.ts';
import { type Plan, plans, type PlanId } from '@shared/plans.ts';
import { DAY_MS } from '@shared/durations.ts';
import { type AccountId, lockAccount } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountPlan } from '@server/platform/db/schema.ts';
import { Conflict, PaymentFailed } from '@server/platform/errors/domain-errors.ts';
import { currentPlan } from './current-plan.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export async function getSubscription(
  accountId: AccountId,
  db: Database,
  now = new Date(),
): Promise<Subscription> {
  const plan = await currentPlan(accountId, db);
  return {
    planId: plan.id,
    nextBillingDate: new Date(now.getTime() + billingCycleDays * DAY_MS).toISOString(),
    monthlyPayment: plan.monthlyPrice,
  };
}

/**
 * Charges the plan's monthly price and makes it the account's plan, in the caller's
 * transaction: a failed charge changes nothing.
 */
async function payForPlan(
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
  await tx
    .insert(accountPlan)
    .values({ accountId, planId: plan.id })
    .onConflictDoUpdate({ target: accountPlan.accountId, set: { planId: plan.id } });
}

/**
 * Moves the account to a dearer plan: the gateway charges the new plan's monthly price, then
 * the plan changes, in one transaction, so a failed charge leaves the plan as it was.
 */
export async function upgradePlan(
  accountId: AccountId,
  db: Database,
  planId: PlanId,
  gateway: PaymentGateway,
): Promise<Subscription> {
  await db.transaction(async (tx) => {
    // Concurrent upgrades of one account wait here, so only the first is charged.
    await lockAccount(tx, accountId);
    const from = await currentPlan(accountId, tx);
    if (!isUpgrade(from.id, planId)) {
      throw new Conflict('not_an_upgrade', `You are already on ${from.name} or higher.`);
    }
    const plan = plans[planId];
    await payForPlan(accountId, tx, plan, `Upgrade to ${plan.name}`, gateway);
  });
  return getSubscription(accountId, db);
}

/**
 * A new account's first plan, chosen at sign-up: its first month is charged as an upgrade
 * is, and the plan is the account's once the charge went through.
 */
export async function subscribeNewAccount(
  accountId: AccountId,
  db: Database,
  planId: PlanId,
  gateway: PaymentGateway,
): Promise<void> {
  const plan = plans[planId];
  await db.transaction((tx) =>
    payForPlan(accountId, tx, plan, `Subscription to ${plan.name}`, gateway),
  );
}
