import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { bookingChatCopy } from '@shared/booking-chat.ts';
import { availabilitySchema, bookingListSchema, serviceSchema } from '@shared/bookings.ts';
import { messageAnswerSchema } from '@shared/answers.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { booking } from '@server/platform/db/schema.ts';

const server = useTestServer('booking-turn');

/** Open every day, all day long: whenever the test runs, there are free times ahead. */
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '24:00',
}));

/** A business, and a customer's conversation with its agent (`playground`: the owner's test). */
async function business(
  services: string[] = ['Test drive'],
  channel: 'api' | 'playground' = 'api',
) {
  const owner = await server.signIn({ sampleData: false });
  const put = (path: string, body: unknown, method = 'PUT') =>
    server.request(path, jsonRequest(method, body, owner.headers));
  expect(
    (await put(apiPaths.bookingSettings, { timeZone: 'Europe/Lisbon', weeklyHours: everyDay }))
      .status,
  ).toBe(200);
  const created = [];
  for (const name of services) {
    const res = await put(
      apiPaths.services,
      { name, durationMinutes: 60, minimumNoticeMinutes: 60 },
      'POST',
    );
    expect(res.status).toBe(201);
    created.push(serviceSchema.parse(await res.json()));
  }
  const chat = agentChat(server, owner.headers);
  const agent = await chat.newAgent();
  const conversation = await chat.started(agent.id, channel);
  const say = async (text: string) => {
    const res = await chat.send(conversation.id, text);
    expect(res.status).toBe(201);
    const { answer } = messageAnswerSchema.parse(await res.json());
    return answer!;
  };
  const bookings = async () => {
    const res = await server.request(`${apiPaths.bookings}?days=31`, { headers: owner.headers });
    return bookingListSchema.parse(await res.json()).bookings;
  };
  const get = (path: string) => server.request(path, { headers: owner.headers });
  return { services: created, say, bookings, put, get, accountId: owner.id };
}

const en = bookingChatCopy.en;

describe('booking in a conversation', () => {
  it('offers free times, asks who and how to reach them, confirms, and books with a manage link', async () => {
    const { say, bookings } = await business();
    const offer = await say('I would like to book a test drive');
    expect(offer.text).toContain(
      'These are the next free times for Test drive (Europe/Lisbon time):',
    );
    expect(offer.text).toMatch(/\n1\. \w{3} \d{1,2} \w{3}, \d{2}:\d{2}\n2\. /);
    expect(offer.choices).toHaveLength(7);
    expect(offer.choices.at(-1)).toBe(en.moreTimes);
    // An offer spans days: never more than three times of one day.
    const days = offer.choices.slice(0, -1).map((label) => label.split(',')[0]);
    expect(
      Math.max(...days.map((day) => days.filter((d) => d === day).length)),
    ).toBeLessThanOrEqual(3);

    expect((await say(offer.choices[1]!)).text).toBe(en.askName);
    // A reply that is no name is asked again, in the same words.
    expect((await say('2')).text).toBe(en.askName);
    expect((await say('My name is Ana Silva')).text).toBe(en.askContact);
    expect((await say('not telling')).text).toBe(en.contactInvalid);
    const summary = await say('ana@example.pt');
    expect(summary.text).toMatch(
      /^Test drive, \w+ \d{1,2} \w+ at \d{2}:\d{2} \(Europe\/Lisbon time\), for Ana Silva, ana@example\.pt\. Shall I book it\?$/,
    );
    expect(summary.choices).toEqual([en.yes, en.no]);

    const booked = await say('yes');
    expect(booked.text).toMatch(
      /^Booked: Test drive, .* To change or cancel it, use this link: http.*\/booking\/[\w-]{20,}$/,
    );
    const [made] = await bookings();
    expect(made).toMatchObject({
      serviceName: 'Test drive',
      status: 'confirmed',
      customerName: 'Ana Silva',
      customerEmail: 'ana@example.pt',
    });
  });

  it('goes through every step in the playground but books nothing, and gives the time back', async () => {
    const { say, bookings, accountId } = await business(['Test drive'], 'playground');
    const offer = await say('I would like to book a test drive');
    const chosen = offer.choices[0]!;
    await say(chosen);
    await say('Ana Silva');
    await say('ana@example.pt');
    const tried = await say('yes');
    expect(tried.text).toMatch(
      /^Playground test: Test drive, .* Nothing is booked from the playground\.$/,
    );
    expect(await bookings()).toEqual([]);
    // The time held while the owner typed is given back at once.
    const rows = await server.database.db
      .select({ status: booking.status })
      .from(booking)
      .where(eq(booking.accountId, accountId));
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it('asks which service when the agent offers several, and takes a day and time as written', async () => {
    const { say, bookings } = await business(['Test drive', 'Service check']);
    const which = await say('Can I book an appointment?');
    expect(which.text).toBe(`${en.whichService}\n1. Test drive, 60 min\n2. Service check, 60 min`);
    expect(which.choices).toEqual(['Test drive', 'Service check']);
    const offer = await say('2');
    expect(offer.text).toContain('free times for Service check');
    expect((await say('tomorrow at 15:00')).text).toBe(en.askName);
    await say('Rui');
    await say('+351 912 345 678');
    expect((await say('Yes, book it')).text).toMatch(
      /^Booked: Service check, \w+ \d{1,2} \w+ at 15:00 /,
    );
    expect((await bookings())[0]).toMatchObject({ customerPhone: '+351 912 345 678' });
  });

  it('speaks the customer’s language', async () => {
    const { say } = await business();
    const pt = await say('Queria marcar um test drive amanhã às 10h');
    expect(pt.text).toBe(bookingChatCopy.pt.askName);
    const { say: sayDe } = await business();
    expect((await sayDe('Ich möchte einen Termin für eine Probefahrt')).text).toContain(
      'Das sind die nächsten freien Termine für Test drive (Zeitzone Europe/Lisbon):',
    );
  });

  it('says when an offered time was taken meanwhile, and offers the next ones', async () => {
    const { say, put, get, services, bookings } = await business();
    const offer = await say('book a test drive');
    // The first time offered is the service's earliest free slot.
    const free = await get(
      `${apiPath(apiPaths.serviceAvailability, { id: services[0]!.id })}?days=2`,
    );
    const firstIso = availabilitySchema.parse(await free.json()).slots[0]!.startsAt;
    const byHand = await put(
      apiPaths.bookings,
      { serviceId: services[0]!.id, startsAt: firstIso, customerName: 'Walk-in' },
      'POST',
    );
    expect(byHand.status).toBe(201);
    const again = await say('1');
    expect(again.text.startsWith(en.slotTaken)).toBe(true);
    expect(again.choices).not.toContain(offer.choices[0]);
    expect(await bookings()).toHaveLength(1);
  });

  it('lets the customer stop, and answers a question that is no reply as any other', async () => {
    const { say } = await business();
    await say('book a test drive');
    expect((await say('stop')).text).toBe(en.stopped);
    await say('book a test drive');
    expect((await say('what colours do you have?')).text).toContain(en.pickFromList);
    const answered = await say('and what about prices?');
    expect(answered.text).not.toContain('free times');
  });

  it('cancels and changes an appointment made in the conversation', async () => {
    const { say, bookings } = await business();
    await say('book a test drive');
    await say('1');
    await say('Ana');
    await say('ana@example.pt');
    await say('yes');
    const [made] = await bookings();

    const offer = await say('I need to change my appointment');
    expect(offer.text).toContain('free times for Test drive');
    const confirm = await say('3');
    expect(confirm.text).toMatch(
      /^Test drive: \w+ \d{1,2} \w+ at \d{2}:\d{2} \(Europe\/Lisbon time\)\?$/,
    );
    expect((await say('yes')).text).toMatch(/^Done: Test drive is now /);
    const [moved] = await bookings();
    expect(moved!.id).toBe(made!.id);
    expect(moved!.startsAt).not.toBe(made!.startsAt);

    const question = await say('please cancel my booking');
    expect(question.text).toMatch(/^Cancel Test drive, .*\?$/);
    expect(question.choices).toEqual([en.cancelYes, en.no]);
    expect((await say('Yes, cancel it')).text).toMatch(/^Cancelled: Test drive, /);
    expect(await bookings()).toEqual([]);
    expect((await say('cancel my appointment')).text).toBe(en.noUpcoming);
  });

  it('leaves a business without services to its knowledge', async () => {
    const { say } = await business([]);
    const answer = await say('I would like to book a test drive');
    expect(answer.choices).toEqual([]);
    expect(answer.text).not.toContain('free times');
  });
});
