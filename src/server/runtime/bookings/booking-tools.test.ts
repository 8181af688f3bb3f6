import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MessageAnswer } from '@shared/answers.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { availabilitySchema, bookingListSchema, serviceSchema } from '@shared/bookings.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '@server/testing/fake-chat-provider.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('booking-tools');
let provider: FakeChatProvider;
beforeAll(async () => {
  provider = await startFakeChatProvider();
});
afterAll(async () => {
  await provider.close();
});

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '24:00',
}));

async function setUp(channel: 'api' | 'playground' = 'api') {
  const app = server.app({
    LLM_BASE_URL: provider.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
  });
  const owner = await server.signIn({ sampleData: false }, app);
  const send = (method: string, path: string, body?: unknown) =>
    app.request(
      path,
      body === undefined
        ? { method, headers: owner.headers }
        : jsonRequest(method, body, owner.headers),
    );
  await send('PUT', apiPaths.bookingSettings, { timeZone: 'Europe/Lisbon', weeklyHours: everyDay });
  const service = serviceSchema.parse(
    await (
      await send('POST', apiPaths.services, {
        name: 'Test drive',
        durationMinutes: 60,
        minimumNoticeMinutes: 0,
      })
    ).json(),
  );
  const free = availabilitySchema.parse(
    await (
      await send('GET', `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=3`)
    ).json(),
  ).slots;
  const chat = agentChat(app, owner.headers);
  const agent = await chat.newAgent('Front Desk');
  const conversation = await chat.started(agent.id, channel);
  const ask = async (text: string) => {
    const res = await chat.send(conversation.id, text);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as MessageAnswer).answer!;
  };
  const bookings = async () =>
    bookingListSchema.parse(await (await send('GET', `${apiPaths.bookings}?days=7`)).json())
      .bookings;
  return { ask, free, bookings, chat, agent };
}

/** The tool answers the model was sent back in the latest request, parsed. */
const toolAnswers = () =>
  provider.requests
    .at(-1)!
    .body.messages.filter((message) => message.role === 'tool')
    .map((message) => JSON.parse(message.content) as Record<string, unknown>);

describe('a model books with tools', () => {
  it('reads the free times the server found, books one for the customer, and says it', async () => {
    const { ask, free, bookings } = await setUp();
    provider.script(
      { toolCall: { name: 'check_availability', arguments: '{}' } },
      {
        toolCall: {
          name: 'book',
          arguments: JSON.stringify({
            service: 'Test drive',
            startsAt: free[1]!.startsAt,
            name: 'Ana Silva',
            email: 'ana@example.pt',
          }),
        },
      },
      { chunks: ['Booked: your test drive. ', 'Change it with the link.'] },
    );
    const answer = await ask('Could I come for a test drive?');
    expect(answer.text).toBe('Booked: your test drive. Change it with the link.');
    expect(provider.requests.at(-3)!.body.tools!.map((t) => t.function.name)).toEqual([
      'hand_over',
      'check_availability',
      'book',
      'my_bookings',
      'reschedule',
      'cancel',
    ]);
    const [offered, booked] = toolAnswers();
    expect(offered).toMatchObject({ service: 'Test drive', timeZone: 'Europe/Lisbon' });
    expect((offered!.times as { startsAt: string }[]).map((time) => time.startsAt)).toContain(
      free[1]!.startsAt,
    );
    expect(booked).toMatchObject({
      booked: { service: 'Test drive', manageLink: expect.stringMatching(/\/booking\/[\w-]+$/) },
    });
    expect(await bookings()).toEqual([
      expect.objectContaining({
        startsAt: free[1]!.startsAt,
        customerName: 'Ana Silva',
        customerEmail: 'ana@example.pt',
      }),
    ]);
  });

  it('books nothing in the playground, and tells the model it was a test', async () => {
    const { ask, free, bookings } = await setUp('playground');
    provider.script(
      {
        toolCall: {
          name: 'book',
          arguments: JSON.stringify({
            service: 'Test drive',
            startsAt: free[0]!.startsAt,
            name: 'Ana Silva',
            email: 'ana@example.pt',
          }),
        },
      },
      { chunks: ['That would be booked for a customer.'] },
    );
    await ask('Book me the first time');
    expect(toolAnswers()).toEqual([
      { playgroundTest: expect.objectContaining({ service: 'Test drive' }) },
    ]);
    expect(await bookings()).toEqual([]);
  });

  it('refuses a time that is not free, without a name and a way to reach them, or another’s booking', async () => {
    const { ask, free, bookings } = await setUp();
    const book = (args: object) => ({
      toolCall: { name: 'book', arguments: JSON.stringify({ service: 'Test drive', ...args }) },
    });
    provider.script(book({ startsAt: free[0]!.startsAt, name: 'Rui' }), {
      chunks: ['Your email?'],
    });
    await ask('Book me at the first time');
    expect(toolAnswers()).toEqual([{ error: 'name_and_email_or_phone_needed' }]);

    provider.script(book({ startsAt: free[0]!.startsAt, name: 'Rui', phone: '+351912345678' }), {
      chunks: ['Done.'],
    });
    await ask('+351912345678');
    provider.script(book({ startsAt: free[0]!.startsAt, name: 'Eva', phone: '+351912000000' }), {
      chunks: ['Taken.'],
    });
    await ask('And one for my sister at the same time');
    const [taken] = toolAnswers();
    expect(taken).toMatchObject({ error: 'time_not_free' });
    expect((taken!.times as { startsAt: string }[]).map((time) => time.startsAt)).not.toContain(
      free[0]!.startsAt,
    );

    provider.script(
      { toolCall: { name: 'cancel', arguments: JSON.stringify({ bookingId: 'not-theirs' }) } },
      { chunks: ['No.'] },
    );
    await ask('Cancel booking not-theirs');
    expect(toolAnswers()).toEqual([{ error: 'not_their_booking' }]);
    expect(await bookings()).toHaveLength(1);
  });

  it('lists, moves and cancels the customer’s own appointment', async () => {
    const { ask, free, bookings } = await setUp();
    provider.script(
      {
        toolCall: {
          name: 'book',
          arguments: JSON.stringify({
            service: 'Test drive',
            startsAt: free[2]!.startsAt,
            name: 'Rui',
            phone: '+351912345678',
          }),
        },
      },
      { chunks: ['Booked.'] },
    );
    await ask('Book the third time for Rui, +351912345678');
    const [made] = await bookings();

    provider.script(
      { toolCall: { name: 'my_bookings', arguments: '{}' } },
      { chunks: ['You have one.'] },
    );
    await ask('What do I have booked?');
    expect(toolAnswers()).toEqual([
      {
        bookings: [
          {
            bookingId: made!.id,
            service: 'Test drive',
            when: expect.stringMatching(/\(Europe\/Lisbon time\)$/),
          },
        ],
      },
    ]);

    provider.script(
      {
        toolCall: {
          name: 'reschedule',
          arguments: JSON.stringify({ bookingId: made!.id, startsAt: free[4]!.startsAt }),
        },
      },
      { chunks: ['Moved.'] },
    );
    // Messages of more than five words: a shorter one pointing back would first be rewritten.
    await ask('Please move my test drive two hours later');
    expect(toolAnswers()[0]).toMatchObject({ moved: { service: 'Test drive' } });
    expect((await bookings())[0]!.startsAt).toBe(free[4]!.startsAt);

    provider.script(
      { toolCall: { name: 'cancel', arguments: JSON.stringify({ bookingId: made!.id }) } },
      { chunks: ['Cancelled.'] },
    );
    await ask('Please cancel my test drive booking now');
    expect(toolAnswers()[0]).toMatchObject({ cancelled: { service: 'Test drive' } });
    expect(await bookings()).toEqual([]);
  });
});
