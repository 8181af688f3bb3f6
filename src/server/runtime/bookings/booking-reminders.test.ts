import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, publicApiPaths } from '@shared/api-paths.ts';
import { bookingMailCopy } from '@shared/booking-chat.ts';
import {
  availabilitySchema,
  bookingSchema,
  manageLinkSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import { messageAnswerSchema } from '@shared/answers.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { booking, message } from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import {
  jsonRequest,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';

const server = useTestServer('booking-mails');

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '24:00',
}));

async function business(app: TestApp) {
  const owner = await server.signIn({ sampleData: false }, app);
  const send = (method: string, p: string, body?: unknown) =>
    app.request(
      p,
      body === undefined
        ? { method, headers: owner.headers }
        : jsonRequest(method, body, owner.headers),
    );
  expect(
    (
      await send('PUT', apiPaths.bookingSettings, {
        timeZone: 'Europe/Lisbon',
        weeklyHours: everyDay,
      })
    ).status,
  ).toBe(200);
  const made = await send('POST', apiPaths.services, {
    name: 'Test drive',
    durationMinutes: 60,
    minimumNoticeMinutes: 0,
  });
  const service = serviceSchema.parse(await made.json());
  return { owner, send, service };
}

/** The raw mails (headers, parts) of the outbox to `to` whose subject starts with `subject`. */
async function rawMails(subject: string, to: string) {
  const mails = (await readOutbox(server.dataDir)).filter(
    (mail) => mail.subject.startsWith(subject) && mail.to === to,
  );
  return Promise.all(
    mails.map(async (mail) => ({
      ...mail,
      raw: await readFile(path.join(server.dataDir, 'outbox', mail.file), 'utf8'),
    })),
  );
}

describe('mails and reminders to customers', () => {
  it('sends the customer who booked in conversation a confirmation with the manage link and the calendar file', async () => {
    const app = server.app();
    const { owner } = await business(app);
    const chat = agentChat(app, owner.headers);
    const agent = await chat.newAgent();
    const { id } = await chat.started(agent.id, 'api');
    const say = async (text: string) =>
      messageAnswerSchema.parse(await (await chat.send(id, text)).json()).answer!;
    await say('I would like to book a test drive');
    await say('1');
    await say('Ana Silva');
    await say('ana.mail@example.pt');
    const booked = await say('yes');
    const link = /https?:\/\/\S+\/booking\/[\w-]+/.exec(booked.text)![0];
    await app.mailer.settle();

    const [mail] = await rawMails('Booked: Test drive', 'ana.mail@example.pt');
    expect(mail!.to).toBe('ana.mail@example.pt');
    expect(mail!.text).toContain('Hello Ana Silva,');
    expect(mail!.text).toContain(link);
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(mail!.raw).toMatch(/Reply-To: .*@/);
  });

  it('reminds the day before by mail and on the channel booked on, once, and follows a move', async () => {
    const app = server.app();
    const { owner, send, service } = await business(app);
    const db = server.database.db;
    // A time tomorrow, a little less than a day away.
    const free = await send(
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=3`,
    );
    const soon = availabilitySchema
      .parse(await free.json())
      .slots.find((slot) => Date.parse(slot.startsAt) > Date.now() + 20 * 3_600_000)!;
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: soon.startsAt,
      customerName: 'Rui',
      customerEmail: 'rui@example.pt',
    });
    const { id } = bookingSchema.parse(await made.json());
    const conversation = await startConversation(
      { db, bus: createLocalEventBus() },
      owner.id as AccountId,
      {
        agent: { id: null, name: 'Front Desk' },
        channel: 'telegram',
        contact: { externalId: 'chat-42', name: 'Rui' },
      },
    );
    await db
      .update(booking)
      .set({ conversationId: conversation.id, createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(booking.id, id));

    expect(await app.reminders.remindDue()).toBeGreaterThanOrEqual(1);
    expect(await app.reminders.remindDue()).toBe(0);
    await app.mailer.settle();
    const [mail] = await rawMails('Reminder: Test drive', 'rui@example.pt');
    expect(mail!.to).toBe('rui@example.pt');
    expect(mail!.text).toContain(bookingMailCopy.en.manageLater);
    const sent = await db
      .select({ text: message.text, sender: message.sender, delivery: message.delivery })
      .from(message)
      .where(eq(message.conversationId, conversation.id));
    expect(sent).toEqual([
      {
        sender: 'agent',
        text: expect.stringMatching(
          /^Reminder: Test drive, \w+ \d{1,2} \w+ at \d{2}:\d{2} \(Europe\/Lisbon time\)\. To change or cancel it, reply here\.$/,
        ),
        delivery: 'pending',
      },
    ]);

    // Moved to another time: reminded again, of the new time.
    const later = availabilitySchema
      .parse(
        await (
          await send('GET', `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=3`)
        ).json(),
      )
      .slots.find((slot) => Date.parse(slot.startsAt) > Date.parse(soon.startsAt) + 3_600_000)!;
    const link = manageLinkSchema.parse(
      await (await send('POST', apiPath(apiPaths.bookingManageLink, { id }))).json(),
    );
    const token = new URL(link.url).pathname.split('/').at(-1)!;
    const moved = await app.request(
      apiPath(publicApiPaths.managedBookingReschedule, { token }),
      jsonRequest('POST', { startsAt: later.startsAt }, {}),
    );
    expect(moved.status).toBe(200);
    expect(await app.reminders.remindDue()).toBe(1);

    // A cancelled booking is never reminded.
    await db.update(booking).set({ remindedAt: null }).where(eq(booking.id, id));
    expect((await send('POST', apiPath(apiPaths.bookingCancel, { id }))).status).toBe(200);
    expect(await app.reminders.remindDue()).toBe(0);
  });

  it('tells the customer when the business cancels, by mail and on their channel, once', async () => {
    const app = server.app();
    const { owner, send, service } = await business(app);
    const db = server.database.db;
    const free = await send(
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=3`,
    );
    const slot = availabilitySchema.parse(await free.json()).slots[6]!;
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: slot.startsAt,
      customerName: 'Lia',
      customerEmail: 'lia@example.pt',
    });
    const { id } = bookingSchema.parse(await made.json());
    const conversation = await startConversation(
      { db, bus: createLocalEventBus() },
      owner.id as AccountId,
      {
        agent: { id: null, name: 'Front Desk' },
        channel: 'whatsapp',
        contact: { externalId: '+351910000000' },
      },
    );
    await db.update(booking).set({ conversationId: conversation.id }).where(eq(booking.id, id));

    expect((await send('POST', apiPath(apiPaths.bookingCancel, { id }))).status).toBe(200);
    expect((await send('POST', apiPath(apiPaths.bookingCancel, { id }))).status).toBe(200);
    await app.mailer.settle();
    const mails = await rawMails('Cancelled: Test drive', 'lia@example.pt');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(bookingMailCopy.en.bookAgain);
    const said = await db
      .select({ text: message.text, delivery: message.delivery })
      .from(message)
      .where(eq(message.conversationId, conversation.id));
    expect(said).toEqual([
      {
        text: expect.stringMatching(
          /^We are sorry: your appointment Test drive, .* has been cancelled\. Reply here to book another time\.$/,
        ),
        delivery: 'pending',
      },
    ]);
  });

  it('does not remind of a booking made within the day: the confirmation just told it', async () => {
    const app = server.app();
    const { send, service } = await business(app);
    const free = await send(
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=2`,
    );
    const slot = availabilitySchema.parse(await free.json()).slots[3]!;
    await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: slot.startsAt,
      customerName: 'Eva',
      customerEmail: 'eva@example.pt',
    });
    await app.reminders.remindDue();
    await app.mailer.settle();
    expect(await rawMails('Reminder: Test drive', 'eva@example.pt')).toEqual([]);
  });
});
