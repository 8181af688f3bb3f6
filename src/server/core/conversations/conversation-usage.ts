import { subscriptionCopy } from '@shared/billing.ts';
import { billingAllowsAnswers } from '@server/core/plans/billing-store.ts';
import { and, count, eq, gte, lt, not, sql, type SQL } from 'drizzle-orm';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { PlanLimitReached } from '@server/platform/errors/domain-errors.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { DAY_MS } from '@shared/durations.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';

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

/** Conversations started, and the distinct customers and agents they had, in a span of time. */
export type Activity = { conversations: number; customers: number; agents: number };

const counted = (expression: SQL) => expression.mapWith(Number);

/**
 * This calendar month (UTC) and the last, tests aside: what the dashboard compares and Usage
 * meters. A customer is a contact; a conversation started through the API without one is
 * counted as a conversation only.
 */
export async function monthActivity(
  accountId: AccountId,
  db: Database,
  now = new Date(),
): Promise<{ thisMonth: Activity; lastMonth: Activity }> {
  const thisMonth = startOfMonthUtc(now);
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const inThis = sql`${conversation.createdAt} >= ${thisMonth.toISOString()}`;
  const inLast = sql`${conversation.createdAt} < ${thisMonth.toISOString()}`;
  const [row] = await db
    .select({
      conversationsThis: counted(sql`count(*) filter (where ${inThis})`),
      conversationsLast: counted(sql`count(*) filter (where ${inLast})`),
      customersThis: counted(
        sql`count(distinct ${conversation.contactId}) filter (where ${inThis})`,
      ),
      customersLast: counted(
        sql`count(distinct ${conversation.contactId}) filter (where ${inLast})`,
      ),
      agentsThis: counted(sql`count(distinct ${conversation.agentId}) filter (where ${inThis})`),
      agentsLast: counted(sql`count(distinct ${conversation.agentId}) filter (where ${inLast})`),
    })
    .from(conversation)
    .where(
      ownedBy(
        conversation,
        accountId,
        not(conversation.test),
        gte(conversation.createdAt, lastMonth),
      ),
    );
  return {
    thisMonth: {
      conversations: row?.conversationsThis ?? 0,
      customers: row?.customersThis ?? 0,
      agents: row?.agentsThis ?? 0,
    },
    lastMonth: {
      conversations: row?.conversationsLast ?? 0,
      customers: row?.customersLast ?? 0,
      agents: row?.agentsLast ?? 0,
    },
  };
}

/** Conversations started and distinct customers on each UTC day (YYYY-MM-DD) from `from` to `to`. */
export async function dailyActivity(
  accountId: AccountId,
  db: Database,
  from: string,
  to: string,
): Promise<Map<string, { conversations: number; customers: number }>> {
  const day = sql<string>`to_char(${conversation.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const rows = await db
    .select({
      day,
      conversations: count(),
      customers: counted(sql`count(distinct ${conversation.contactId})`),
    })
    .from(conversation)
    .where(
      ownedBy(
        conversation,
        accountId,
        not(conversation.test),
        gte(conversation.createdAt, new Date(`${from}T00:00:00Z`)),
        lt(conversation.createdAt, end),
      ),
    )
    .groupBy(day);
  return new Map(rows.map(({ day: date, ...figures }) => [date, figures]));
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
  // A trial that ended without a card, or a subscription no longer paid: like a used-up plan,
  // the agents start nothing, and the customer's words are kept for the team.
  if (!(await billingAllowsAnswers(accountId, tx, now))) {
    throw new PlanLimitReached(subscriptionCopy.notAnswering);
  }
  const plan = await currentPlan(accountId, tx);
  const limit = plan.limits.conversationsPerMonth;
  if (limit === null) return;
  await lockAccount(tx, accountId);
  if ((await countConversationsThisMonth(accountId, tx, now)) >= limit) {
    throw conversationLimitReached(plan.name, limit);
  }
}
