import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  analyticsSchema,
  UNANSWERED_LIMIT,
} from '@shared/analytics.ts';
import { apiPaths } from '@shared/api-paths.ts';
import type {
  AnswerDetails,
  ConversationChannel,
  HandoverReason,
  MessageSender,
  Rating,
} from '@shared/conversations.ts';
import { datesOutOfOrder } from '@shared/history.ts';
import { notificationListSchema } from '@shared/notifications.ts';
import { booking, bookingResource, conversation, message } from '@server/platform/db/schema.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { createKnowledgeSource } from '@server/runtime/knowledge/knowledge-store.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { addDays } from './analytics-days.ts';

const server = useTestServer('analytics');

type Headers = Record<string, string>;

/** A UTC time written '2026-03-02 09:00:10'. */
const at = (time: string) => new Date(`${time.replace(' ', 'T')}Z`);

/** A conversation as it happened: who wrote when, and what became of it. */
type Story = {
  agentId?: string | null;
  channel?: ConversationChannel;
  test?: boolean;
  startedAt: string;
  /**
   * Each message: its sender, its time and, for the customer's first and the one handed over,
   * its words. The agent's greeting and farewell are its messages that are not answers.
   */
  lines?: [MessageSender | 'greeting' | 'farewell', string, string?][];
  handedOver?: [string, HandoverReason];
  personJoinedAt?: string;
  closedAt?: string;
  rating?: Rating;
};

const answerDetails: AnswerDetails = {
  engine: 'builtin',
  model: null,
  firstTokenMs: 5,
  totalMs: 9,
  promptTokens: null,
  completionTokens: null,
  cut: false,
};

/** Stores a story as the runtime would have, with the times it names; answers its id. */
async function stored(accountId: string, story: Story) {
  const { db } = server.database;
  const id = randomUUID();
  const lines = story.lines ?? [];
  const [handedOverAt, reason] = story.handedOver ?? [];
  const personJoinedAt = story.personJoinedAt;
  const resolution = personJoinedAt ? 'human' : handedOverAt ? 'unresolved' : 'ai';
  await db.insert(conversation).values({
    id,
    accountId,
    agentId: story.agentId ?? null,
    agentName: 'Front Desk',
    channel: story.channel ?? 'webchat',
    test: story.test ?? false,
    status: story.closedAt ? 'closed' : personJoinedAt ? 'human' : handedOverAt ? 'waiting' : 'bot',
    resolution: story.closedAt ? resolution : null,
    handoverReason: reason ?? null,
    rating: story.rating ?? null,
    firstMessage: lines.find(([sender]) => sender === 'customer')?.[2] ?? null,
    handoverQuestion: handedOverAt
      ? (lines
          .filter(([sender, time]) => sender === 'customer' && time <= handedOverAt)
          .at(-1)?.[2] ?? null)
      : null,
    messageCount: lines.length,
    handedOverAt: handedOverAt ? at(handedOverAt) : null,
    personJoinedAt: personJoinedAt ? at(personJoinedAt) : null,
    createdAt: at(story.startedAt),
    lastMessageAt: at(lines.at(-1)?.[1] ?? story.startedAt),
    closedAt: story.closedAt ? at(story.closedAt) : null,
  });
  // One by one: `seq` orders a conversation's messages as they were written.
  for (const [sender, time, text] of lines) {
    await db.insert(message).values({
      id: randomUUID(),
      accountId,
      conversationId: id,
      sender: sender === 'greeting' || sender === 'farewell' ? 'agent' : sender,
      text: text ?? `${sender} at ${time}`,
      answer: sender === 'agent' ? answerDetails : null,
      createdAt: at(time),
    });
  }
  return id;
}

async function analytics(headers: Headers, query = '') {
  const res = await server.request(`${apiPaths.analytics}${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return analyticsSchema.parse(await res.json());
}

async function refusal(headers: Headers, query: string) {
  const res = await server.request(`${apiPaths.analytics}${query}`, { headers });
  expect(res.status, query).toBe(400);
  return ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
}

async function createAgent(headers: Headers, name: string) {
  const res = await server.request(
    apiPaths.agents,
    jsonRequest('POST', { name, type: 'Support', channels: ['Webchat'] }, headers),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Hours 0 to 23 with these counts, zero elsewhere. */
const hours = (counts: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, conversations: counts[hour] ?? 0 }));

const noResponses = { count: 0, p50Seconds: null, p90Seconds: null };

describe('analytics', () => {
  const range = '?from=2026-03-02&to=2026-03-04';
  let owner: Awaited<ReturnType<typeof server.signIn>>;
  let frontDesk: string;
  let nightShift: string;
  const ids: Record<string, string> = {};

  // Times are chosen so each figure can be worked out by hand; the comments give the sums.
  beforeAll(async () => {
    owner = await server.signIn({ sampleData: false });
    frontDesk = await createAgent(owner.headers, 'Front Desk');
    nightShift = await createAgent(owner.headers, 'Night Shift');
    const story = (name: string, value: Story) =>
      stored(owner.id, value).then((id) => (ids[name] = id));

    // Answered by the agent alone; its greeting comes before the question and does not count.
    await story('brakes', {
      agentId: frontDesk,
      startedAt: '2026-03-02 09:00:00',
      lines: [
        ['greeting', '2026-03-02 09:00:00'],
        ['customer', '2026-03-02 09:00:10', 'How much are brake pads?'],
        ['agent', '2026-03-02 09:00:16'], // agent: 6 s
        ['customer', '2026-03-02 09:01:00'],
        ['agent', '2026-03-02 09:01:30'],
        ['farewell', '2026-03-02 09:05:00'],
      ],
      closedAt: '2026-03-02 09:05:00',
      rating: 'up',
    });
    // The agent was unsure; a person joined and replied two minutes after the hand-over.
    await story('bmw', {
      agentId: frontDesk,
      startedAt: '2026-03-02 09:30:00',
      lines: [
        ['customer', '2026-03-02 09:30:00', 'Do you  fix BMW?'],
        ['agent', '2026-03-02 09:30:05'], // agent: 5 s
        ['system', '2026-03-02 09:30:05'],
        ['system', '2026-03-02 09:31:00'],
        ['person', '2026-03-02 09:32:05'], // person: 120 s
      ],
      handedOver: ['2026-03-02 09:30:05', 'agent_unsure'],
      personJoinedAt: '2026-03-02 09:31:00',
      closedAt: '2026-03-02 09:40:00',
      rating: 'down',
    });
    // Handed over, and nobody came yet.
    await story('card', {
      agentId: nightShift,
      channel: 'whatsapp',
      startedAt: '2026-03-02 14:15:00',
      lines: [
        ['customer', '2026-03-02 14:15:00', 'Can I pay by card?'],
        ['agent', '2026-03-02 14:15:20'], // agent: 20 s
      ],
      handedOver: ['2026-03-02 14:15:20', 'agent_unsure'],
    });
    // A person took over without a hand-over: theirs, with no hand-over to time from; the
    // agent never answered (its farewell is no answer).
    await story('takenOver', {
      agentId: frontDesk,
      startedAt: '2026-03-02 20:00:00',
      lines: [
        ['customer', '2026-03-02 20:00:00', 'Hi, is anyone there?'],
        ['person', '2026-03-02 20:01:10'],
        ['farewell', '2026-03-02 20:10:00'],
      ],
      personJoinedAt: '2026-03-02 20:01:00',
      closedAt: '2026-03-02 20:10:00',
    });
    // 2026-03-03: nothing.
    // The same question as "bmw" in other case and spacing, after a hello; the model failed on it.
    await story('bmwAgain', {
      agentId: nightShift,
      channel: 'whatsapp',
      startedAt: '2026-03-04 09:45:00',
      lines: [
        ['customer', '2026-03-04 09:45:00', 'Hello'],
        ['agent', '2026-03-04 09:45:01'], // agent: 1 s (the first answer only)
        ['customer', '2026-03-04 09:46:00', ' do you FIX\tbmw?  '],
        ['agent', '2026-03-04 09:50:00'],
        ['person', '2026-03-04 09:55:00'], // person: 300 s
        ['person', '2026-03-04 10:00:00'],
      ],
      handedOver: ['2026-03-04 09:50:00', 'model_failed'],
      personJoinedAt: '2026-03-04 09:51:00',
      closedAt: '2026-03-04 10:05:00',
      rating: 'up',
    });
    // The customer asked for a person: handed over, but not a question the agent missed.
    await story('askedForPerson', {
      agentId: frontDesk,
      startedAt: '2026-03-04 18:00:00',
      lines: [
        ['customer', '2026-03-04 18:00:00', 'I want to talk to someone'],
        ['agent', '2026-03-04 18:00:30'], // agent: 30 s
        ['person', '2026-03-04 18:10:30'], // person: 600 s
      ],
      handedOver: ['2026-03-04 18:00:30', 'customer_asked'],
      personJoinedAt: '2026-03-04 18:01:00',
    });
    await story('located', {
      agentId: nightShift,
      startedAt: '2026-03-04 18:20:00',
      lines: [
        ['customer', '2026-03-04 18:20:00', 'Where are you located?'],
        ['agent', '2026-03-04 18:20:08'], // agent: 8 s
      ],
      handedOver: ['2026-03-04 18:20:08', 'agent_unsure'],
      closedAt: '2026-03-04 18:30:00',
    });
    // The last second of the range: still open with the agent, not answered yet.
    await story('hours', {
      agentId: frontDesk,
      channel: 'api',
      startedAt: '2026-03-04 23:59:59',
      lines: [['customer', '2026-03-04 23:59:59', 'Opening hours?']],
    });

    // Never counted: a playground test, the days either side of the range.
    const unanswered = (startedAt: string, more: Partial<Story> = {}): Story => ({
      agentId: frontDesk,
      startedAt,
      lines: [
        ['customer', startedAt, 'do you fix bmw?'],
        ['agent', startedAt],
      ],
      handedOver: [startedAt, 'agent_unsure'],
      rating: 'up',
      ...more,
    });
    await story('test', unanswered('2026-03-02 10:00:00', { test: true, channel: 'playground' }));
    await story('dayBefore', unanswered('2026-03-01 23:59:59'));
    await story('dayAfter', unanswered('2026-03-05 00:00:00'));

    // Booked by the agent: two in the range (one cancelled since); a hold that ran out was never
    // booked; one in a conversation of the day after does not count.
    const [resource] = await server.database.db
      .insert(bookingResource)
      .values({ id: randomUUID(), accountId: owner.id, name: 'Your team' })
      .returning();
    const booked = (
      conversationId: string,
      hour: number,
      more: { status?: 'cancelled'; held?: boolean } = {},
    ) =>
      server.database.db.insert(booking).values({
        id: randomUUID(),
        accountId: owner.id,
        serviceName: 'Brake check',
        resourceId: resource!.id,
        status: more.status ?? 'confirmed',
        startsAt: at(`2026-03-10 ${hour}:00:00`),
        endsAt: at(`2026-03-10 ${hour}:30:00`),
        blockedFrom: at(`2026-03-10 ${hour}:00:00`),
        blockedUntil: at(`2026-03-10 ${hour}:30:00`),
        conversationId,
        manageTokenHash: more.held ? null : randomUUID(),
      });
    await booked(ids.brakes!, 10);
    await booked(ids.bmw!, 11, { status: 'cancelled' });
    await booked(ids.bmw!, 12, { status: 'cancelled', held: true });
    await booked(ids.dayAfter!, 13);
  });

  it('computes every figure of the range from the stored conversations', async () => {
    expect(await analytics(owner.headers, range)).toEqual({
      from: '2026-03-02',
      to: '2026-03-04',
      conversations: 8,
      perDay: [
        { day: '2026-03-02', conversations: 4, handedOver: 3 },
        { day: '2026-03-03', conversations: 0, handedOver: 0 },
        { day: '2026-03-04', conversations: 4, handedOver: 3 },
      ],
      outcomes: { resolvedByAgent: 1, handedOver: 4, unresolved: 2, open: 1 },
      firstResponse: {
        // 1, 5, 6, 8, 20, 30: nearest rank 3 of 6, and 6 of 6.
        agent: { count: 6, p50Seconds: 6, p90Seconds: 30 },
        // 120, 300, 600: rank 2 of 3, and 3 of 3.
        person: { count: 3, p50Seconds: 300, p90Seconds: 600 },
      },
      ratings: { up: 2, down: 1 },
      bookings: { made: 2, cancelled: 1 },
      busiestHours: hours({ 9: 3, 14: 1, 18: 2, 20: 1, 23: 1 }),
      unanswered: [
        {
          question: ' do you FIX\tbmw?  ',
          count: 2,
          conversationId: ids.bmwAgain,
          lastAskedAt: '2026-03-04T09:45:00.000Z',
          closestQa: null,
        },
        {
          question: 'Where are you located?',
          count: 1,
          conversationId: ids.located,
          lastAskedAt: '2026-03-04T18:20:00.000Z',
          closestQa: null,
        },
        {
          question: 'Can I pay by card?',
          count: 1,
          conversationId: ids.card,
          lastAskedAt: '2026-03-02T14:15:00.000Z',
          closestQa: null,
        },
      ],
    });
  });

  it('keeps one agent’s or one channel’s conversations', async () => {
    const ofFrontDesk = await analytics(owner.headers, `${range}&agentId=${frontDesk}`);
    expect(ofFrontDesk).toMatchObject({
      conversations: 5,
      perDay: [
        { day: '2026-03-02', conversations: 3, handedOver: 2 },
        { day: '2026-03-03', conversations: 0, handedOver: 0 },
        { day: '2026-03-04', conversations: 2, handedOver: 1 },
      ],
      outcomes: { resolvedByAgent: 1, handedOver: 3, unresolved: 0, open: 1 },
      firstResponse: {
        // 5, 6, 30; and 120, 600.
        agent: { count: 3, p50Seconds: 6, p90Seconds: 30 },
        person: { count: 2, p50Seconds: 120, p90Seconds: 600 },
      },
      ratings: { up: 1, down: 1 },
      busiestHours: hours({ 9: 2, 18: 1, 20: 1, 23: 1 }),
      unanswered: [{ question: 'Do you  fix BMW?', count: 1, conversationId: ids.bmw }],
    });

    const onWhatsapp = await analytics(owner.headers, `${range}&channel=whatsapp`);
    expect(onWhatsapp).toMatchObject({
      conversations: 2,
      outcomes: { resolvedByAgent: 0, handedOver: 1, unresolved: 1, open: 0 },
      ratings: { up: 1, down: 0 },
      // As often asked, so the later first.
      unanswered: [
        { question: ' do you FIX\tbmw?  ', count: 1, conversationId: ids.bmwAgain },
        { question: 'Can I pay by card?', count: 1, conversationId: ids.card },
      ],
    });

    const none = await analytics(owner.headers, `${range}&channel=whatsapp&agentId=${frontDesk}`);
    expect(none).toMatchObject({
      conversations: 0,
      perDay: ['2026-03-02', '2026-03-03', '2026-03-04'].map((day) => ({
        day,
        conversations: 0,
        handedOver: 0,
      })),
      outcomes: { resolvedByAgent: 0, handedOver: 0, unresolved: 0, open: 0 },
      firstResponse: { agent: noResponses, person: noResponses },
      ratings: { up: 0, down: 0 },
      busiestHours: hours({}),
      unanswered: [],
    });
  });

  it('shows another account only its own conversations, and answers an API key alike', async () => {
    const other = await server.signIn({ sampleData: false });
    const its = await stored(other.id, {
      startedAt: '2026-03-02 09:00:00',
      lines: [['customer', '2026-03-02 09:00:00', 'do you fix bmw?']],
      handedOver: ['2026-03-02 09:00:00', 'agent_unsure'],
      rating: 'down',
    });
    expect(await analytics(other.headers, range)).toMatchObject({
      conversations: 1,
      ratings: { up: 0, down: 1 },
      unanswered: [{ question: 'do you fix bmw?', count: 1, conversationId: its }],
    });
    // The owner's figures are the first test's: nothing of the other account counts.
    const ofOwner = await analytics(owner.headers, range);
    expect(ofOwner).toMatchObject({ conversations: 8, ratings: { up: 2, down: 1 } });
    expect(ofOwner.unanswered[0]).toMatchObject({ count: 2, conversationId: ids.bmwAgain });

    const created = await server.request(
      apiPaths.apiKeys,
      jsonRequest('POST', { name: 'Reports' }, owner.headers),
    );
    const { key } = (await created.json()) as { key: string };
    expect(await analytics({ authorization: `Bearer ${key}` }, range)).toEqual(ofOwner);
  });

  it('covers the last 30 days without dates, from a day on to today, and 30 days up to a day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await stored(owner.id, {
      agentId: frontDesk,
      startedAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });

    const recent = await analytics(owner.headers);
    expect(recent.from).toBe(addDays(today, 1 - ANALYTICS_DEFAULT_DAYS));
    expect(recent.to).toBe(today);
    expect(recent.perDay).toHaveLength(ANALYTICS_DEFAULT_DAYS);
    expect(recent.perDay.at(-1)).toEqual({ day: today, conversations: 1, handedOver: 0 });
    expect(recent).toMatchObject({ conversations: 1, outcomes: { open: 1 } });

    const since = await analytics(owner.headers, `?from=${addDays(today, -10)}`);
    expect([since.from, since.to, since.perDay.length]).toEqual([addDays(today, -10), today, 11]);
    expect(since.conversations).toBe(1);

    const coming = await analytics(owner.headers, `?from=${addDays(today, 5)}`);
    expect([coming.from, coming.to, coming.conversations]).toEqual([
      addDays(today, 5),
      addDays(today, 5),
      0,
    ]);

    // 2026-02-03 to 2026-03-04: the range's eight and the day before it.
    const upTo = await analytics(owner.headers, '?to=2026-03-04');
    expect([upTo.from, upTo.to, upTo.conversations]).toEqual(['2026-02-03', '2026-03-04', 9]);

    const year = await analytics(owner.headers, '?from=2025-03-05&to=2026-03-05');
    expect(year.perDay).toHaveLength(ANALYTICS_MAX_DAYS);
    expect(year.conversations).toBe(10);
  });

  it('lists at most the ten questions asked most', async () => {
    const account = await server.signIn({ sampleData: false });
    const ask = (text: string, minute: number) =>
      stored(account.id, {
        startedAt: `2026-03-02 10:${String(minute).padStart(2, '0')}:00`,
        lines: [['customer', `2026-03-02 10:${String(minute).padStart(2, '0')}:00`, text]],
        handedOver: [`2026-03-02 10:${String(minute).padStart(2, '0')}:00`, 'agent_unsure'],
      });
    for (let n = 1; n <= 12; n++) await ask(`Question ${n}`, n);
    await ask('question 1', 20);
    await ask('QUESTION   1', 21);

    const { unanswered } = await analytics(account.headers, range);
    expect(unanswered).toHaveLength(UNANSWERED_LIMIT);
    expect(unanswered.map((row) => [row.question, row.count])).toEqual([
      ['QUESTION   1', 3],
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => [`Question ${n}`, 1]),
    ]);
  });

  it('quotes the message that led to the hand-over, as the bell does, not the first one', async () => {
    const account = await server.signIn({ sampleData: false });
    const chat = agentChat(server, account.headers);
    await chat.personality({
      customResponses: [{ scenario: 'Opening hours', response: 'We open at 9 am.' }],
    });
    const agent = await chat.newAgent();
    const { id } = await chat.started(agent.id, 'api');
    expect((await chat.send(id, 'When do you open?')).status).toBe(201);
    expect((await chat.send(id, 'Do you repair bicycles on Sundays?')).status).toBe(201);
    expect((await chat.transcript(id)).status).toBe('waiting');

    const { unanswered } = await analytics(account.headers);
    expect(unanswered).toEqual([
      expect.objectContaining({
        question: 'Do you repair bicycles on Sundays?',
        conversationId: id,
      }),
    ]);
    const bell = notificationListSchema.parse(
      await (await server.request(apiPaths.notifications, { headers: account.headers })).json(),
    );
    const handedOver = bell.notifications.find((row) => row.link?.endsWith(id));
    expect(handedOver?.message).toContain('“Do you repair bicycles on Sundays?”');
  });

  it('offers the Q&A that comes closest to each question, and none when no Q&A shares its words', async () => {
    const account = await server.signIn({ sampleData: false });
    const qa = async (title: string, body: string) =>
      (
        await createKnowledgeSource(account.id as AccountId, server.database.db, {
          kind: 'qa',
          title,
          body,
        })
      ).id;
    const pets = await qa('Are pets allowed?', 'Yes, in a crate or on a seat cover.');
    await qa('What is your fuel policy?', 'Full to full.');
    const ask = (text: string, minute: number) => {
      const time = `2026-03-02 11:${String(minute).padStart(2, '0')}:00`;
      return stored(account.id, {
        startedAt: time,
        lines: [['customer', time, text]],
        handedOver: [time, 'agent_unsure'],
      });
    };
    await ask('We are travelling with our cat, is that a problem?', 1);
    await ask('Is there a bus from the airport to Lagos?', 2);

    const { unanswered } = await analytics(account.headers, range);
    expect(unanswered.map((row) => [row.question, row.closestQa])).toEqual([
      ['Is there a bus from the airport to Lagos?', null],
      [
        'We are travelling with our cat, is that a problem?',
        { id: pets, question: 'Are pets allowed?' },
      ],
    ]);
  });

  it('refuses a reversed or too long range, and what it cannot read, with 400 in words', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tooLong = `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`;
    const cases: [string, string, string | undefined][] = [
      ['?from=2026-03-05&to=2026-03-04', 'to', datesOutOfOrder.message],
      ['?from=2025-03-05&to=2026-03-06', 'from', tooLong],
      [`?from=${addDays(today, -ANALYTICS_MAX_DAYS)}`, 'from', tooLong],
      ['?from=0000-01-01&to=0000-01-02', 'from', undefined],
      ['?to=0001-01-05', 'to', undefined],
      ['?from=yesterday', 'from', undefined],
      ['?channel=fax', 'channel', undefined],
      ['?agentId=%00', 'agentId', undefined],
    ];
    for (const [query, field, text] of cases) {
      const error = await refusal(owner.headers, query);
      expect(error.code, query).toBe('invalid_input');
      expect(error.fields[field], query).toEqual(text ?? expect.any(String));
    }
  });

  it('answers 401 without a session or an API key', async () => {
    const res = await server.request(`${apiPaths.analytics}${range}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
