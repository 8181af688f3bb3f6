import { desc } from 'drizzle-orm';
import {
  type Usage,
  type UsageMeter,
  type UsageMeterId,
  usageHistoryDays,
  usageMeterCopy,
} from '@shared/usage.ts';
import { countAgents } from '../agents/agent-store.ts';
import { type AccountId, ownedBy } from '../db/account-scope.ts';
import type { Database } from '../db/open-database.ts';
import { usageCounter, usageDay } from '../db/schema.ts';
import { currentPlan } from './current-plan.ts';

const meter = (id: UsageMeterId, current: number, limit: number | null): UsageMeter => ({
  id,
  ...usageMeterCopy[id],
  current,
  limit,
});

/** The account's meters against its current plan's limits, and its last seven stored days. */
export async function getUsage(accountId: AccountId, db: Database): Promise<Usage> {
  const [plan, [counter], days, agents] = await Promise.all([
    currentPlan(accountId, db),
    db.select().from(usageCounter).where(ownedBy(usageCounter, accountId)).limit(1),
    db
      .select()
      .from(usageDay)
      .where(ownedBy(usageDay, accountId))
      .orderBy(desc(usageDay.day))
      .limit(usageHistoryDays),
    countAgents(accountId, db),
  ]);
  return {
    meters: [
      meter('conversations', counter?.conversations ?? 0, plan.limits.conversationsPerMonth),
      meter('activeUsers', counter?.activeUsers ?? 0, plan.limits.activeUsers),
      meter('aiAgents', agents, plan.limits.aiAgents),
    ],
    history: days.reverse().map(({ day, conversations, activeUsers }) => ({
      date: day,
      conversations,
      activeUsers,
    })),
  };
}
