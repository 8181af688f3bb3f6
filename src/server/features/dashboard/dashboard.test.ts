import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { activityText, dashboardSchema } from '@shared/dashboard.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { accountPreference, conversation } from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { closeConversation } from '@server/core/conversations/close-conversation.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { rateConversation } from '@server/core/conversations/rate-conversation.ts';
import {
  type NewConversation,
  startConversation,
} from '@server/core/conversations/start-conversation.ts';
import { takeOver } from '@server/core/conversations/take-over.ts';
import { confirmBooking, freeSlots, holdSlot } from '@server/core/bookings/booking-store.ts';
import { createService, saveBookingSettings } from '@server/core/bookings/service-store.ts';
import { testPushNotifier } from '@server/testing/test-push.ts';

const server = useTestServer('dashboard');

async function setUp() {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const runtime = {
    db: server.database.db,
    bus: createLocalEventBus(),
    mailer: server.app().mailer,
    push: testPushNotifier(server.database.db),
    publicUrl: 'http://127.0.0.1',
  };
  const agent = async (name: string) => {
    const res = await server.request(
      apiPaths.agents,
      jsonRequest('POST', { name, type: 'General', channels: ['Webchat'] }, owner.headers),
    );
    expect(res.status).toBe(201);
    return { id: ((await res.json()) as { id: string }).id, name };
  };
  const start = (input: Partial<NewConversation>) =>
    startConversation(runtime, accountId, {
      agent: { id: null, name: 'Front Desk' },
      channel: 'webchat',
      greeting: 'Hello!',
      ...input,
    });
  /** Moves a conversation back to the second day of last month. */
  const intoLastMonth = async (id: string) => {
    const now = new Date();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 2, 12));
    await runtime.db.update(conversation).set({ createdAt: at }).where(eq(conversation.id, id));
  };
  const dashboard = async () => {
    const res = await server.request(apiPaths.dashboard, { headers: owner.headers });
    expect(res.status).toBe(200);
    return dashboardSchema.parse(await res.json());
  };
  return { accountId, owner, runtime, agent, start, intoLastMonth, dashboard };
}

describe('the dashboard', () => {
  it('counts this month against the last: customers, conversations and agents, tests aside', async () => {
    const { agent, start, intoLastMonth, dashboard, owner } = await setUp();
    const sales = await agent('Sales Desk');
    const support = await agent('Support Desk');
    await agent('Night Desk');
    const paused = await server.request(
      `${apiPaths.agents}/${support.id}`,
      jsonRequest('PATCH', { status: 'inactive' }, owner.headers),
    );
    expect(paused.status).toBe(200);

    // This month: three conversations of two customers with one agent, and a test.
    await start({ agent: sales, contact: { externalId: 'visitor-a' } });
    await start({ agent: sales, contact: { externalId: 'visitor-a' } });
    await start({ agent: sales, contact: { externalId: 'visitor-b' } });
    await start({ agent: support, contact: { externalId: 'visitor-c' }, test: true });
    // Last month: two conversations of two customers with two agents.
    await intoLastMonth((await start({ agent: sales, contact: { externalId: 'visitor-d' } })).id);
    await intoLastMonth((await start({ agent: support, contact: { externalId: 'visitor-e' } })).id);

    expect((await dashboard()).stats).toEqual({
      activeUsers: { thisMonth: 2, lastMonth: 2 },
      totalConversations: { thisMonth: 3, lastMonth: 2 },
      // Two agents are switched on; one of them and the paused one had conversations.
      activeAgents: { now: 2, inConversations: { thisMonth: 1, lastMonth: 2 } },
    });
  });

  it('welcomes the owner on their first visit and welcomes them back after it', async () => {
    const { accountId, dashboard } = await setUp();
    expect((await dashboard()).returning).toBe(false);
    // A reload in the same visit still says "Welcome".
    expect((await dashboard()).returning).toBe(false);
    await server.database.db
      .update(accountPreference)
      .set({ dashboardFirstSeenAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(accountPreference.accountId, accountId));
    expect((await dashboard()).returning).toBe(true);
  });

  it('tells what happened lately, newest first, each linked to its conversation', async () => {
    const { accountId, runtime, agent, start, dashboard } = await setUp();
    expect((await dashboard()).activity).toEqual([]);
    const sales = await agent('Sales Desk');

    const helped = await start({ agent: sales, channel: 'whatsapp' });
    await handOver(runtime, accountId, helped.id, 'customer_asked');
    await takeOver(runtime, accountId, helped.id, { name: 'Maria' });
    await closeConversation(runtime, accountId, helped.id, {
      kind: 'person',
      person: { name: 'Maria' },
    });
    const answered = await start({ agent: sales, channel: 'webchat' });
    await closeConversation(runtime, accountId, answered.id, { kind: 'customer' });
    await rateConversation(runtime, accountId, answered.id, { rating: 'up' });
    await start({ agent: sales, test: true });

    const { activity } = await dashboard();
    expect(activity.map(activityText)).toEqual([
      'A customer rated a conversation with Sales Desk as good',
      'Sales Desk resolved a conversation on its own',
      'New conversation started on Website chat',
      // Closed by Maria: told by her take-over, not as the agent's.
      'Maria took over a conversation with Sales Desk',
      'A conversation was escalated to your team',
      'New conversation started on WhatsApp',
    ]);
    expect(activity[0]!.conversationId).toBe(answered.id);
    expect(activity.at(-1)!.conversationId).toBe(helped.id);
  });

  it('lists bookings among what happened: made by an agent in a conversation, or by hand', async () => {
    const { accountId, runtime, agent, start, dashboard } = await setUp();
    const desk = await agent('Booking Desk');
    const chat = await start({ agent: desk, channel: 'telegram', contact: { externalId: '7' } });
    const test = await start({ agent: desk, test: true });
    const service = await createService(accountId, runtime.db, {
      name: 'Test drive',
      durationMinutes: 60,
      minimumNoticeMinutes: 0,
    });
    await saveBookingSettings(accountId, runtime.db, {
      timeZone: 'Europe/Lisbon',
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        opens: '00:00',
        closes: '24:00',
      })),
    });
    const slots = (await freeSlots(accountId, runtime.db, service.id, {
      timeZone: 'Europe/Lisbon',
      now: new Date(),
    }))!;
    const book = async (at: Date, conversationId: string | null) => {
      const held = await holdSlot(
        accountId,
        runtime.db,
        service.id,
        at,
        { timeZone: 'Europe/Lisbon', now: new Date() },
        { conversationId, name: 'Ana' },
      );
      await confirmBooking(accountId, runtime.db, held!.id, new Date());
    };
    await book(slots[0]!.startsAt, chat.id);
    await book(slots[1]!.startsAt, null);
    await book(slots[2]!.startsAt, test.id);

    const { activity } = await dashboard();
    const booked = activity.filter((item) => item.kind === 'booking');
    expect(booked).toHaveLength(2);
    expect(booked.map(activityText)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Booking Desk booked Test drive, \w+ \d{1,2} \w+ at \d{2}:\d{2} \(Europe\/Lisbon time\)$/,
        ),
        expect.stringMatching(/^Booked by hand: Test drive, /),
      ]),
    );
    expect(booked.find((item) => item.agentName)!.conversationId).toBe(chat.id);
    expect(booked.find((item) => !item.agentName)!.conversationId).toBeNull();
  });

  it('shows another account nothing of this one', async () => {
    const first = await setUp();
    await first.start({ agent: await first.agent('Sales Desk') });
    const second = await setUp();
    const { stats, activity } = await second.dashboard();
    expect(stats.totalConversations).toEqual({ thisMonth: 0, lastMonth: 0 });
    expect(activity).toEqual([]);
  });
});
