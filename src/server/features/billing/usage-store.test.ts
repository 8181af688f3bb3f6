import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
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

  it('counts each day’s conversations and customers of this week, zero on a day without', async () => {
    const owner = await server.signIn({ sampleData: false });
    const accountId = owner.id as AccountId;
    const { db } = server.database;
    const deps = { db, bus: createLocalEventBus() };
    const chat = async (day: string, customer: string, test = false) => {
      const started = await startConversation(deps, accountId, {
        agent: { id: null, name: 'Front Desk' },
        channel: 'webchat',
        test,
        contact: { externalId: customer },
      });
      await db
        .update(conversation)
        .set({ createdAt: at(day) })
        .where(eq(conversation.id, started.id));
    };
    // A fortnight ago: older than the chart.
    await chat('2026-02-10', 'visitor-a');
    // This week, with gaps: two customers on the 24th, one of them twice; a test on the 27th.
    await chat('2026-02-24', 'visitor-a');
    await chat('2026-02-24', 'visitor-a');
    await chat('2026-02-24', 'visitor-b');
    await chat('2026-02-27', 'visitor-c', true);
    await chat('2026-03-02', 'visitor-c');
    const { history, meters } = await getUsage(accountId, db, at('2026-03-02'));
    expect(history).toEqual([
      { date: '2026-02-24', conversations: 3, activeUsers: 2 },
      { date: '2026-02-25', conversations: 0, activeUsers: 0 },
      { date: '2026-02-26', conversations: 0, activeUsers: 0 },
      { date: '2026-02-27', conversations: 0, activeUsers: 0 },
      { date: '2026-02-28', conversations: 0, activeUsers: 0 },
      { date: '2026-03-01', conversations: 0, activeUsers: 0 },
      { date: '2026-03-02', conversations: 1, activeUsers: 1 },
    ]);
    // The month's meters start on the 1st (UTC): March has one conversation of one customer.
    expect(meters.slice(0, 2).map((meter) => meter.current)).toEqual([1, 1]);

    // A week with nothing at all is seven zero days.
    const later = await getUsage(accountId, db, at('2026-03-20'));
    expect(later.history.map((day) => day.date)).toEqual(historyDates(at('2026-03-20')));
    expect(later.history.every((day) => day.conversations === 0 && day.activeUsers === 0)).toBe(
      true,
    );
  });
});
