import { describe, expect, it } from 'vitest';
import { sampleUsage, usageHistoryDays } from '@shared/usage.ts';
import { usageDay } from '@server/platform/db/schema.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { getUsage, historyDates } from './usage-store.ts';

const server = useTestServer('usage-history');

const at = (day: string) => new Date(`${day}T15:30:00Z`);

describe('usage history', () => {
  it('is the seven calendar days ending today, in UTC', () => {
    expect(historyDates(at('2026-03-02'))).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // Just before midnight UTC is still that day, wherever the server runs.
    expect(historyDates(new Date('2026-03-02T23:59:59Z')).at(-1)).toBe('2026-03-02');
  });

  it('shows this week, not the last stored week, with zero for days without figures', async () => {
    const owner = await server.signIn({ sampleData: false });
    const stored = (day: string, conversations: number, activeUsers: number) => ({
      accountId: owner.id,
      day,
      conversations,
      activeUsers,
    });
    await server.database.db.insert(usageDay).values([
      // A fortnight ago: older than the chart.
      stored('2026-02-10', 500, 5000),
      stored('2026-02-11', 501, 5001),
      stored('2026-02-23', 90, 900),
      // This week, with gaps.
      stored('2026-02-24', 12, 120),
      stored('2026-02-27', 30, 300),
      stored('2026-03-02', 7, 70),
    ]);
    const { history } = await getUsage(owner.id, server.database.db, at('2026-03-02'));
    expect(history).toEqual([
      { date: '2026-02-24', conversations: 12, activeUsers: 120 },
      { date: '2026-02-25', conversations: 0, activeUsers: 0 },
      { date: '2026-02-26', conversations: 0, activeUsers: 0 },
      { date: '2026-02-27', conversations: 30, activeUsers: 300 },
      { date: '2026-02-28', conversations: 0, activeUsers: 0 },
      { date: '2026-03-01', conversations: 0, activeUsers: 0 },
      { date: '2026-03-02', conversations: 7, activeUsers: 70 },
    ]);

    // A week with nothing stored at all is seven zero days, not the old figures.
    const later = await getUsage(owner.id, server.database.db, at('2026-03-20'));
    expect(later.history.map((day) => day.date)).toEqual(historyDates(at('2026-03-20')));
    expect(later.history.every((day) => day.conversations === 0 && day.activeUsers === 0)).toBe(
      true,
    );
  });

  it('starts a new account with the sample week ending on the day it was created', async () => {
    const owner = await server.signIn();
    const { history } = await getUsage(owner.id, server.database.db);
    expect(history).toHaveLength(usageHistoryDays);
    expect(history.map((day) => day.date)).toEqual(historyDates(new Date()));
    expect(history.map((day) => day.conversations)).toEqual([...sampleUsage.dailyConversations]);
    expect(history.map((day) => day.activeUsers)).toEqual([...sampleUsage.dailyActiveUsers]);
  });
});
