import { sampleUsage } from '@shared/usage.ts';
import { usageCounter, usageDay } from '@server/platform/db/schema.ts';
import type { SampleDataLoader } from '@server/features/account/load-sample-data.ts';
import { historyDates } from './usage-store.ts';

/** The usage sample: this month's counters and the history's seven days ending today (UTC). */
export const loadSampleUsage: SampleDataLoader = async (accountId, db) => {
  await db.insert(usageCounter).values({
    accountId,
    conversations: sampleUsage.conversations,
    activeUsers: sampleUsage.activeUsers,
  });
  await db.insert(usageDay).values(
    historyDates(new Date()).map((day, index) => ({
      accountId,
      day,
      conversations: sampleUsage.dailyConversations[index]!,
      activeUsers: sampleUsage.dailyActiveUsers[index]!,
    })),
  );
};
