import { defaultPlanId, plans, type Plan } from '@shared/plans.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountPlan } from '@server/platform/db/schema.ts';

/** The plan whose limits apply to the account now. */
export async function currentPlan(accountId: AccountId, db: Database): Promise<Plan> {
  const [row] = await db
    .select({ planId: accountPlan.planId })
    .from(accountPlan)
    .where(ownedBy(accountPlan, accountId))
    .limit(1);
  return plans[row?.planId ?? defaultPlanId];
}
