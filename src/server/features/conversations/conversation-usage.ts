import { and, count, eq, gte } from 'drizzle-orm';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { PlanLimitReached } from '@server/platform/errors/domain-errors.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { currentPlan } from '@server/features/billing/current-plan.ts';

/** The first instant of `now`'s calendar month, UTC: where a plan's monthly count starts. */
export function startOfMonthUtc(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The conversations a plan counts this month: every conversation started since the month
 * began (UTC), tests from the playground left out. Usage, the dashboard and the limit all
 * read this one number.
 */
export async function countConversationsThisMonth(
  accountId: AccountId,
  db: Database,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(conversation)
    .where(
      ownedBy(
        conversation,
        accountId,
        and(eq(conversation.test, false), gte(conversation.createdAt, startOfMonthUtc(now))),
      ),
    );
  return row?.value ?? 0;
}

export const conversationLimitReached = (planName: string, limit: number) =>
  new PlanLimitReached(conversationCopy.conversationLimit(planName, limit));

/**
 * Refuses a new counted conversation once the month's are used up. Call it in the
 * transaction that inserts: it locks the account, so concurrent starts count one by one.
 */
export async function assertConversationAllowed(
  accountId: AccountId,
  tx: Database,
  now = new Date(),
) {
  const plan = await currentPlan(accountId, tx);
  const limit = plan.limits.conversationsPerMonth;
  if (limit === null) return;
  await lockAccount(tx, accountId);
  if ((await countConversationsThisMonth(accountId, tx, now)) >= limit) {
    throw conversationLimitReached(plan.name, limit);
  }
}
