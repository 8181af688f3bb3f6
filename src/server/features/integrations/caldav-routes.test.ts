import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, publicApiPaths } from '@shared/api-paths.ts';
import {
  availabilitySchema,
  bookingSchema,
  manageLinkSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import { caldavConnectionSchema, caldavCopy } from '@shared/caldav-connection.ts';
import { notificationListSchema } from '@shared/notifications.ts';
import { booking, caldavConnection, calendarSync, contact } from '@server/platform/db/schema.ts';
import { calendarSyncCopy } from '@server/core/calendars/calendar-sync.ts';
import { startRadicale, type Radicale } from '@server/testing/radicale.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

// Radicale listens on 127.0.0.1, a private address the product refuses unless allowed.
const server = useTestServer('caldav-routes', { env: { ALLOW_PRIVATE_NETWORK: 'true' } });

let radicale: Radicale;
let holidays: string;
beforeAll(async () => {
  radicale = await startRadicale();
  holidays = await radicale.makeCalendar('Holidays');
}, 30_000);
afterAll(async () => {
  await radicale?.stop();
});

/** A day at least a week ahead (YYYY-MM-DD): free of any notice, inside the days ahead. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An event of the owner's own, in Lisbon's time zone, as Apple Calendar writes one. */
const ownEvent = (uid: string, day: string, from: string, until: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Apple Inc.//macOS 15.0//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Lisbon',
    'BEGIN:STANDARD',
    'DTSTART:19701025T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:19700329T010000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Lisbon:${day.replaceAll('-', '')}T${from.replace(':', '')}00`,
    `DTEND;TZID=Europe/Lisbon:${day.replaceAll('-', '')}T${until.replace(':', '')}00`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function business() {
  const owner = await server.signIn({ sampleData: false });
  const send = (method: string, path: string, body?: unknown) =>
    server.request(
      path,
      body === undefined
        ? { method, headers: owner.headers }
        : jsonRequest(method, body, owner.headers),
    );
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens: '09:00',
    closes: '18:00',
  }));
  expect(
    (
      await send('PUT', apiPaths.bookingSettings, {
        timeZone: 'Europe/Lisbon',
        weeklyHours: everyDay,
      })
    ).status,
  ).toBe(200);
  const created = await send('POST', apiPaths.services, {
    name: 'Test drive',
    durationMinutes: 60,
  });
  const service = serviceSchema.parse(await created.json());
  const freeOn = async (day: string) => {
    const res = await send(
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?from=${day}&days=1`,
    );
    return availabilitySchema.parse(await res.json()).slots.map((slot) => slot.local.slice(11));
  };
  const connect = (password = radicale.password) =>
    send('PUT', apiPaths.appleCalendar, {
      serverUrl: radicale.url,
      username: radicale.username,
      password,
    });
  return { owner, send, service, freeOn, connect };
}

const eventFileOf = (bookingId: string) => `${bookingId}%40bookings.agentra.invalid.ics`;

describe('the Apple (CalDAV) calendar', () => {
  it('refuses a wrong password in words, and connects with the right one, keeping it sealed', async () => {
    const { send, connect, owner } = await business();
    const refused = await connect('not-the-password');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'calendar_unauthorized', message: caldavCopy.refused.unauthorized },
    });
    const unreachable = await send('PUT', apiPaths.appleCalendar, {
      serverUrl: 'http://127.0.0.1:9/',
      username: 'a',
      password: 'b',
    });
    expect(await unreachable.json()).toMatchObject({
      error: { message: caldavCopy.refused.unreachable },
    });
    expect(
      caldavConnectionSchema.parse(await (await send('GET', apiPaths.appleCalendar)).json()),
    ).toEqual({ connected: false });

    const res = await connect();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(radicale.password);
    const connected = caldavConnectionSchema.parse(JSON.parse(text));
    if (!connected.connected) throw new Error('not connected');
    expect(connected.calendars.map((c) => c.name).sort()).toEqual(['Calendar', 'Holidays']);
    // The first writable calendar receives bookings and blocks time; the others wait to be chosen.
    const [receiving, ...others] = [...connected.calendars].sort(
      (a, b) => Number(b.receivesBookings) - Number(a.receivesBookings),
    );
    expect(receiving).toMatchObject({ receivesBookings: true, blocksTime: true });
    expect(others).toEqual([
      expect.objectContaining({ receivesBookings: false, blocksTime: false }),
    ]);
    expect(connected.failure).toBeNull();
    const [row] = await server.database.db
      .select()
      .from(caldavConnection)
      .where(eq(caldavConnection.accountId, owner.id));
    expect(row!.passwordSealed).not.toContain(radicale.password);

    const other = await server.signIn({ sampleData: false });
    const theirs = await server.request(apiPaths.appleCalendar, { headers: other.headers });
    expect(caldavConnectionSchema.parse(await theirs.json())).toEqual({ connected: false });
  });

  it('never offers a time the chosen calendars hold', async () => {
    const { send, connect, freeOn } = await business();
    const day = dayAhead(9);
    await radicale.putIcs(holidays, 'dentist.ics', ownEvent('dentist-1', day, '10:00', '12:00'));
    await connect();
    // Only the calendars chosen block time: Holidays does once it is chosen.
    await send('PATCH', apiPaths.appleCalendar, { busyCalendars: [], bookingCalendar: null });
    expect(await freeOn(day)).toContain('10:00');

    const chose = await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [radicale.calendarUrl, holidays],
      bookingCalendar: radicale.calendarUrl,
    });
    expect(chose.status).toBe(200);
    const free = await freeOn(day);
    expect(free).toContain('09:00');
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('11:00');
    expect(free).toContain('12:00');

    // An event added later is read on the next scheduled read, not on every request.
    await radicale.putIcs(holidays, 'lunch.ics', ownEvent('lunch-1', day, '14:00', '15:00'));
    expect(await freeOn(day)).toContain('14:00');
    await server.calendarSync.refreshDue(new Date(Date.now() + 6 * 60_000));
    expect(await freeOn(day)).not.toContain('14:00');

    const unknown = await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: ['https://elsewhere.example/cal/'],
      bookingCalendar: null,
    });
    expect(await unknown.json()).toMatchObject({ error: { message: caldavCopy.unknownCalendar } });
  });

  it('writes a booking to the calendar, moves it on reschedule and deletes it on cancel', async () => {
    const { owner, send, connect, service } = await business();
    await connect();
    await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [radicale.calendarUrl],
      bookingCalendar: radicale.calendarUrl,
    });
    const day = dayAhead(10);
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: `${day}T13:00:00.000Z`,
      customerName: 'Inês Costa',
      customerEmail: 'ines@example.pt',
    });
    expect(made.status).toBe(201);
    const { id } = bookingSchema.parse(await made.json());
    await server.calendarSync.syncDue();
    const eventUrl = new URL(eventFileOf(id), radicale.calendarUrl).href;
    const written = await radicale.getIcs(eventUrl);
    expect(written).toContain(`DTSTART:${day.replaceAll('-', '')}T130000Z`);
    expect(written).toContain('SUMMARY:Test drive: Inês Costa');

    // The booking's own event is not read back as busy: the booking itself takes its time,
    // and a move must not be in its own way.
    await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [radicale.calendarUrl],
      bookingCalendar: radicale.calendarUrl,
    });
    const [read] = await server.database.db
      .select()
      .from(caldavConnection)
      .where(eq(caldavConnection.accountId, owner.id));
    expect(read!.busyReadAt).not.toBeNull();
    expect(read!.busy.filter(([from]) => from === Date.parse(`${day}T13:00:00.000Z`))).toEqual([]);
    const link = manageLinkSchema.parse(
      await (await send('POST', apiPath(apiPaths.bookingManageLink, { id }))).json(),
    );
    const token = new URL(link.url).pathname.split('/').at(-1)!;
    const moved = await server.request(
      apiPath(publicApiPaths.managedBookingReschedule, { token }),
      jsonRequest('POST', { startsAt: `${day}T15:00:00.000Z` }, {}),
    );
    expect(moved.status).toBe(200);
    await server.calendarSync.syncDue();
    expect(await radicale.getIcs(eventUrl)).toContain(`DTSTART:${day.replaceAll('-', '')}T150000Z`);

    expect((await send('POST', apiPath(apiPaths.bookingCancel, { id }))).status).toBe(200);
    await server.calendarSync.syncDue();
    expect(await radicale.getIcs(eventUrl)).toBeNull();
  });

  it('deletes the event of a booking whose customer is erased', async () => {
    const { owner, send, connect, service } = await business();
    await connect();
    await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [radicale.calendarUrl],
      bookingCalendar: radicale.calendarUrl,
    });
    const db = server.database.db;
    const contactId = randomUUID();
    await db.insert(contact).values({
      id: contactId,
      accountId: owner.id,
      channel: 'telegram',
      externalId: `chat-${contactId}`,
      name: 'Rui Sousa',
    });
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: `${dayAhead(11)}T10:00:00.000Z`,
      customerName: 'Rui Sousa',
    });
    const { id } = bookingSchema.parse(await made.json());
    // As a booking made in the customer's chat is.
    await db.update(booking).set({ contactId }).where(eq(booking.id, id));
    await server.calendarSync.syncDue();
    const eventUrl = new URL(eventFileOf(id), radicale.calendarUrl).href;
    expect(await radicale.getIcs(eventUrl)).toContain('SUMMARY:Test drive: Rui Sousa');

    const erased = await send('DELETE', apiPath(apiPaths.contact, { id: contactId }));
    expect(erased.status).toBe(200);
    await server.calendarSync.syncDue();
    expect(await radicale.getIcs(eventUrl)).toBeNull();
    expect(await db.select().from(calendarSync).where(eq(calendarSync.bookingId, id))).toEqual([]);
  });

  it('keeps a booking while the calendar does not answer, tells the owner, and writes it once it does', async () => {
    const app = server.app(
      {},
      { calendarSyncTimings: { firstRetryMs: 0, attemptsBeforeTelling: 2 } },
    );
    const { owner, send, connect, service } = await business();
    await connect();
    await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [],
      bookingCalendar: radicale.calendarUrl,
    });
    const db = server.database.db;
    // The server goes away after connecting: its calendar is at an address nothing answers.
    const gone = radicale.calendarUrl.replace(new URL(radicale.url).port, '9');
    await db
      .update(caldavConnection)
      .set({ bookingCalendar: gone })
      .where(eq(caldavConnection.accountId, owner.id));
    const day = dayAhead(11);
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: `${day}T10:00:00.000Z`,
      customerName: 'Rui',
    });
    expect(made.status).toBe(201);
    const { id } = bookingSchema.parse(await made.json());

    await app.calendarSync.syncDue();
    await app.calendarSync.syncDue();
    const [queued] = await db.select().from(calendarSync).where(eq(calendarSync.bookingId, id));
    expect(queued).toMatchObject({ attempts: 2, told: true });
    const [stored] = await db.select().from(booking).where(eq(booking.id, id));
    expect(stored!.status).toBe('confirmed');
    const view = caldavConnectionSchema.parse(
      await (await send('GET', apiPaths.appleCalendar)).json(),
    );
    expect(view).toMatchObject({ failure: caldavCopy.refused.unreachable });
    const bell = notificationListSchema.parse(
      await (await send('GET', apiPaths.notifications)).json(),
    );
    expect(bell.notifications.map((n) => n.title)).toContain(calendarSyncCopy.failingTitle);

    await db
      .update(caldavConnection)
      .set({ bookingCalendar: radicale.calendarUrl })
      .where(eq(caldavConnection.accountId, owner.id));
    await app.calendarSync.syncDue();
    expect(await radicale.getIcs(new URL(eventFileOf(id), radicale.calendarUrl).href)).toContain(
      'SUMMARY:Test drive: Rui',
    );
    expect(await db.select().from(calendarSync).where(eq(calendarSync.bookingId, id))).toEqual([]);
  });
});

describe('a calendar server on a private network', () => {
  /** An app as installs run by default: private addresses refused. */
  const guardedApp = () => server.app({ ALLOW_PRIVATE_NETWORK: 'false' });

  it('is refused in words on the server address, and nothing is stored', async () => {
    const app = guardedApp();
    const owner = await server.signIn({ sampleData: false }, app);
    for (const serverUrl of [radicale.url, radicale.url.replace('127.0.0.1', 'localhost')]) {
      const res = await app.request(
        apiPaths.appleCalendar,
        jsonRequest(
          'PUT',
          { serverUrl, username: radicale.username, password: radicale.password },
          owner.headers,
        ),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'calendar_private_address',
          message: caldavCopy.refused.private_address,
          fields: { serverUrl: caldavCopy.refused.private_address },
        },
      });
    }
    const view = await app.request(apiPaths.appleCalendar, { headers: owner.headers });
    expect(caldavConnectionSchema.parse(await view.json())).toEqual({ connected: false });
    expect(
      await server.database.db
        .select()
        .from(caldavConnection)
        .where(eq(caldavConnection.accountId, owner.id)),
    ).toEqual([]);
  });

  it('is not written to by the calendar worker either', async () => {
    const { send, connect, service } = await business();
    await connect();
    await send('PATCH', apiPaths.appleCalendar, {
      busyCalendars: [],
      bookingCalendar: radicale.calendarUrl,
    });
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: `${dayAhead(12)}T10:00:00.000Z`,
      customerName: 'Marta',
    });
    expect(made.status).toBe(201);
    const { id } = bookingSchema.parse(await made.json());

    await guardedApp().calendarSync.syncDue();
    expect(await radicale.getIcs(new URL(eventFileOf(id), radicale.calendarUrl).href)).toBeNull();
    const view = caldavConnectionSchema.parse(
      await (await send('GET', apiPaths.appleCalendar)).json(),
    );
    expect(view).toMatchObject({ failure: caldavCopy.refused.private_address });
    const [queued] = await server.database.db
      .select()
      .from(calendarSync)
      .where(eq(calendarSync.bookingId, id));
    expect(queued).toMatchObject({ attempts: 1 });
  });
});
