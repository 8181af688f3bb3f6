import { between } from 'drizzle-orm';
import {
  type Usage,
  type UsageDay,
  type UsageMeter,
  type UsageMeterId,
  usageHistoryDays,
  usageMeterCopy,
} from '@shared/usage.ts';
import { DAY_MS } from '@shared/durations.ts';
import { countAgents } from '@server/features/agents/agent-store.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { usageCounter, usageDay } from '@server/platform/db/schema.ts';
import { currentPlan } from './current-plan.ts';

const meter = (id: UsageMeterId, current: number, limit: number | null): UsageMeter => ({
  id,
  ...usageMeterCopy[id],
  current,
  limit,
});

/** The history's calendar days, oldest first, ending on `now`'s day (UTC, YYYY-MM-DD). */
export function historyDates(now: Date): string[] {
  return Array.from({ length: usageHistoryDays }, (_, index) =>
    new Date(now.getTime() - (usageHistoryDays - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The account's meters against its current plan's limits, and the last seven calendar days
 * ending today: a day without a stored row counts zero, so the chart never shows stale dates.
 */
export async function getUsage(
  accountId: AccountId,
  db: Database,
  now: Date = new Date(),
): Promise<Usage> {
  const dates = historyDates(now);
  const [plan, [counter], rows, agents] = await Promise.all([
    currentPlan(accountId, db),
    db.select().from(usageCounter).where(ownedBy(usageCounter, accountId)).limit(1),
    db
      .select()
      .from(usageDay)
      .where(ownedBy(usageDay, accountId, between(usageDay.day, dates[0]!, dates.at(-1)!))),
    countAgents(accountId, db),
  ]);
  const stored = new Map(rows.map((row) => [row.day, row]));
  const history = dates.map((date): UsageDay => ({
    date,
    conversations: stored.get(date)?.conversations ?? 0,
    activeUsers: stored.get(date)?.activeUsers ?? 0,
  }));
  return {
    meters: [
      meter('conversations', counter?.conversations ?? 0, plan.limits.conversationsPerMonth),
      meter('activeUsers', counter?.activeUsers ?? 0, plan.limits.activeUsers),
      meter('aiAgents', agents, plan.limits.aiAgents),
    ],
    history,
  };
}
