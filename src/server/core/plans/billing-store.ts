import { eq } from 'drizzle-orm';
import {
  type BillingProvider as ProviderId,
  type BillingState,
  type BillingStatus,
  billingCycleDays,
  daysLeft,
  GRACE_DAYS,
  standingAnswers,
  standingOf,
  type Subscription,
  TRIAL_DAYS,
} from '@shared/billing.ts';
import { DAY_MS } from '@shared/durations.ts';
import { type PlanId, plans } from '@shared/plans.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountPlan, billingSubscription } from '@server/platform/db/schema.ts';
import { currentPlan } from './current-plan.ts';

export type BillingRow = typeof billingSubscription.$inferSelect;

export async function billingRowOf(accountId: AccountId, db: Database) {
  const [row] = await db
    .select()
    .from(billingSubscription)
    .where(ownedBy(billingSubscription, accountId))
    .limit(1);
  return row;
}

export async function billingRowOfCustomer(db: Database, customerId: string) {
  const [row] = await db
    .select()
    .from(billingSubscription)
    .where(eq(billingSubscription.customerId, customerId))
    .limit(1);
  return row;
}

/**
 * An account without a row was made before trials (the command line, the demo): its plan is
 * paid as it always was, so nothing about it stops.
 */
function stateOf(row: BillingRow | undefined): BillingState {
  if (!row) {
    return {
      status: 'active',
      trialEndsAt: null,
      hasCard: true,
      graceEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  }
  return {
    status: row.status,
    trialEndsAt: row.trialEndsAt,
    hasCard: row.subscriptionId !== null,
    graceEndsAt: row.graceEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** Whether the account's agents answer customers now: paid, trialing, or in a grace period. */
export async function billingAllowsAnswers(accountId: AccountId, db: Database, now = new Date()) {
  return standingAnswers(standingOf(stateOf(await billingRowOf(accountId, db)), now));
}

/** Whether a card (or test mode's record of one) pays the account now: no second checkout. */
export async function paidByCard(accountId: AccountId, db: Database, now = new Date()) {
  const state = stateOf(await billingRowOf(accountId, db));
  const standing = standingOf(state, now);
  return state.hasCard && (standing === 'paid' || standing === 'grace');
}

/** A sign-up's start: the chosen plan, its trial, no card. */
export async function startTrial(
  accountId: AccountId,
  tx: Database,
  planId: PlanId,
  provider: ProviderId,
  now = new Date(),
) {
  await setPlan(accountId, tx, planId);
  await tx.insert(billingSubscription).values({
    accountId,
    provider,
    status: 'trialing',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    nextAmountCents: plans[planId].monthlyPrice * 100,
  });
}

export async function setPlan(accountId: AccountId, tx: Database, planId: PlanId) {
  await tx
    .insert(accountPlan)
    .values({ accountId, planId })
    .onConflictDoUpdate({ target: accountPlan.accountId, set: { planId } });
}

/** What a provider's state writes to the row; the rest stays. */
export type BillingChange = Partial<
  Omit<typeof billingSubscription.$inferInsert, 'accountId' | 'updatedAt'>
>;

/** Writes a provider's state to the account's row, making it when there is none yet. */
export async function saveBilling(
  accountId: AccountId,
  tx: Database,
  provider: ProviderId,
  change: BillingChange & { status?: BillingStatus },
) {
  await tx
    .insert(billingSubscription)
    .values({ accountId, provider, status: change.status ?? 'active', ...change })
    .onConflictDoUpdate({
      target: billingSubscription.accountId,
      set: { provider, ...change },
    });
}

/**
 * A failed renewal's grace period: set at the first failure and kept through the provider's
 * retries, so retrying does not lengthen it; cleared once a payment goes through.
 */
export const graceEndsAfter = (row: BillingRow | undefined, now = new Date()) =>
  row?.graceEndsAt ?? new Date(now.getTime() + GRACE_DAYS * DAY_MS);

export async function getSubscription(
  accountId: AccountId,
  db: Database,
  provider: ProviderId,
  now = new Date(),
): Promise<Subscription> {
  const [plan, row] = await Promise.all([currentPlan(accountId, db), billingRowOf(accountId, db)]);
  const state = stateOf(row);
  const standing = standingOf(state, now);
  const trialing = row?.status === 'trialing' && row.trialEndsAt !== null;
  const nextBillingDate =
    (trialing ? row.trialEndsAt : row?.currentPeriodEnd) ??
    new Date(now.getTime() + billingCycleDays * DAY_MS);
  return {
    planId: plan.id,
    nextBillingDate: nextBillingDate.toISOString(),
    monthlyPayment: row?.nextAmountCents != null ? row.nextAmountCents / 100 : plan.monthlyPrice,
    provider: row?.provider ?? provider,
    status: state.status,
    standing,
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: trialing ? daysLeft(row.trialEndsAt!, now) : null,
    hasCard: state.hasCard,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    graceEndsAt: row?.graceEndsAt?.toISOString() ?? null,
    failureReason: row?.failureReason ?? null,
    answering: standingAnswers(standing),
  };
}
