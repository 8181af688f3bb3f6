import { sampleUsage } from '@shared/usage.ts';
import { usageCounter, usageDay } from '../db/schema.ts';
import type { SampleDataLoader } from '../sample-data/load-sample-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The usage sample: this month's counters and seven daily figures ending today (UTC). */
export const loadSampleUsage: SampleDataLoader = async (accountId, db) => {
  const now = Date.now();
  const days = sampleUsage.dailyConversations.length;
  await db.insert(usageCounter).values({
    accountId,
    conversations: sampleUsage.conversations,
    activeUsers: sampleUsage.activeUsers,
  });
  await db.insert(usageDay).values(
    sampleUsage.dailyConversations.map((conversations, index) => ({
      accountId,
      day: isoDay(now - (days - 1 - index) * DAY_MS),
      conversations,
      activeUsers: sampleUsage.dailyActiveUsers[index]!,
    })),
  );
};
