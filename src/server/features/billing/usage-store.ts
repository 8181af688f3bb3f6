import {
  type Usage,
  type UsageDay,
  type UsageMeter,
  type UsageMeterId,
  usageHistoryDays,
  usageMeterCopy,
} from '@shared/usage.ts';
import { DAY_MS } from '@shared/durations.ts';
import { countAgents } from '@server/core/agents/agent-store.ts';
import { knowledgeUsage } from '@server/runtime/knowledge/knowledge-store.ts';
import { dailyActivity, monthActivity } from '@server/core/conversations/conversation-usage.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';

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
 * The account's meters against its current plan's limits, counted from its conversations
 * (tests aside) as the plan's limit counts them, and the last seven calendar days ending today
 * (UTC), a day without conversations at zero.
 */
export async function getUsage(
  accountId: AccountId,
  db: Database,
  now: Date = new Date(),
): Promise<Usage> {
  const dates = historyDates(now);
  const [plan, month, days, agents, knowledge] = await Promise.all([
    currentPlan(accountId, db),
    monthActivity(accountId, db, now),
    dailyActivity(accountId, db, dates[0]!, dates.at(-1)!),
    countAgents(accountId, db),
    knowledgeUsage(accountId, db),
  ]);
  const history = dates.map((date): UsageDay => ({
    date,
    conversations: days.get(date)?.conversations ?? 0,
    activeUsers: days.get(date)?.customers ?? 0,
  }));
  return {
    meters: [
      meter('conversations', month.thisMonth.conversations, plan.limits.conversationsPerMonth),
      meter('activeUsers', month.thisMonth.customers, plan.limits.activeUsers),
      meter('aiAgents', agents, plan.limits.aiAgents),
      meter('knowledge', knowledge.usedBytes, knowledge.limitBytes),
    ],
    history,
  };
}
