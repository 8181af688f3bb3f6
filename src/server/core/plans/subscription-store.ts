import { isUpgrade, subscriptionCopy } from '@shared/billing.ts';
import { plans, type PlanId } from '@shared/plans.ts';
import { type AccountId, lockAccount } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import type { BillingProvider } from './billing-provider.ts';
import { billingRowOf, saveBilling, setPlan } from './billing-store.ts';
import { currentPlan } from './current-plan.ts';

/**
 * Moves the account to another plan. During a trial without a card nothing is charged: the
 * new plan's limits apply and its price is what the card pays once added. A paid subscription
 * moves through the provider, which prorates. `upgradeOnly` is the specification's Upgrade
 * button, which refuses anything but a dearer plan.
 */
export async function changePlan(
  accountId: AccountId,
  db: Database,
  planId: PlanId,
  provider: BillingProvider,
  { upgradeOnly = false } = {},
): Promise<void> {
  const from = await currentPlan(accountId, db);
  if (upgradeOnly && !isUpgrade(from.id, planId)) {
    throw new Conflict('not_an_upgrade', `You are already on ${from.name} or higher.`);
  }
  if (from.id === planId) {
    throw new Conflict('same_plan', subscriptionCopy.alreadyOnPlan(plans[planId].name));
  }
  const row = await billingRowOf(accountId, db);
  if (row?.status === 'trialing' && row.subscriptionId === null) {
    await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await setPlan(accountId, tx, planId);
      await saveBilling(accountId, tx, row.provider, {
        nextAmountCents: plans[planId].monthlyPrice * 100,
      });
    });
    return;
  }
  await provider.changePlan(accountId, db, planId);
}
