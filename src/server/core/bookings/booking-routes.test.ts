import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { bookingMailCopy, whenSaid } from '@shared/booking-chat.ts';
import {
  availabilitySchema,
  bookingCopy,
  bookingListSchema,
  bookingSchema,
  bookingSettingsSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { booking as bookingTable, message } from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
import {
  jsonRequest,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';

import { mondayAhead, weekdayHours } from './booking-test-days.ts';

const server = useTestServer('booking-routes');

type Headers = Record<string, string>;

async function send(headers: Headers, method: string, path: string, body?: unknown, app?: TestApp) {
  const request = app?.request ?? server.request;
  return request(
    path,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  );
}

async function openBusiness(app?: TestApp) {
  const owner = await server.signIn({ sampleData: false }, app);
  const settings = await send(
    owner.headers,
    'PUT',
    apiPaths.bookingSettings,
    { timeZone: 'Europe/Lisbon', weeklyHours: weekdayHours },
    app,
  );
  expect(settings.status).toBe(200);
  const created = await send(
    owner.headers,
    'POST',
    apiPaths.services,
    { name: 'Test drive', durationMinutes: 60, minimumNoticeMinutes: 0, priceText: 'Free' },
    app,
  );
  expect(created.status).toBe(201);
  const service = serviceSchema.parse(await created.json());
  const availability = async (query = `?from=${mondayAhead()}&days=1`) => {
    const res = await send(
      owner.headers,
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}${query}`,
      undefined,
      app,
    );
    expect(res.status).toBe(200);
    return availabilitySchema.parse(await res.json());
  };
  return { owner, service, availability };
}

describe('booking routes', () => {
  it('ask for the time zone before they offer any slot', async () => {
    const owner = await server.signIn({ sampleData: false });
    const settings = await send(owner.headers, 'GET', apiPaths.bookingSettings);
    expect(bookingSettingsSchema.parse(await settings.json())).toEqual({
      timeZone: null,
      weeklyHours: [],
      dayExceptions: [],
    });
    const created = await send(owner.headers, 'POST', apiPaths.services, {
      name: 'Cleaning',
      durationMinutes: 120,
    });
    const { id } = serviceSchema.parse(await created.json());
    const res = await send(owner.headers, 'GET', apiPath(apiPaths.serviceAvailability, { id }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'no_time_zone', message: bookingCopy.noTimeZone },
    });
  });

  it('say in words what is wrong with the hours and the service', async () => {
    const owner = await server.signIn({ sampleData: false });
    const settings = await send(owner.headers, 'PUT', apiPaths.bookingSettings, {
      timeZone: 'Mars/Olympus_Mons',
      weeklyHours: [{ weekday: 8, opens: '18:00', closes: '09:00' }],
    });
    expect(settings.status).toBe(400);
    const { error } = (await settings.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      timeZone: 'Choose a time zone from the list, such as Europe/Lisbon.',
      'weeklyHours.0.weekday': 'Choose a weekday from 1 (Monday) to 7 (Sunday).',
    });
    const service = await send(owner.headers, 'POST', apiPaths.services, {
      name: ' ',
      durationMinutes: 2,
    });
    expect(service.status).toBe(400);
    const body = (await service.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      name: 'Enter the service’s name.',
      durationMinutes: 'A service lasts 5 minutes or more.',
    });
  });

  it('offer the free slots on the business’s wall clock, book one once, and free it when cancelled', async () => {
    const { owner, service, availability } = await openBusiness();
    const monday = mondayAhead();
    const before = await availability();
    expect(before.timeZone).toBe('Europe/Lisbon');
    expect(before.slots.map((slot) => slot.local)).toEqual(
      ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'].map(
        (time) => `${monday} ${time}`,
      ),
    );
    const tenOClock = before.slots[1]!;
    const booking = {
      serviceId: service.id,
      startsAt: tenOClock.startsAt,
      customerName: 'Marta Silva',
    };
    const made = await send(owner.headers, 'POST', apiPaths.bookings, booking);
    expect(made.status).toBe(201);
    const booked = bookingSchema.parse(await made.json());
    expect(booked).toMatchObject({
      status: 'confirmed',
      serviceId: service.id,
      serviceName: 'Test drive',
      resourceName: 'Your team',
    });

    const again = await send(owner.headers, 'POST', apiPaths.bookings, booking);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'slot_taken', message: bookingCopy.slotGone },
    });
    expect((await availability()).slots.map((slot) => slot.local)).not.toContain(`${monday} 10:00`);
    const listed = await send(owner.headers, 'GET', `${apiPaths.bookings}?from=${monday}&days=1`);
    expect(bookingListSchema.parse(await listed.json()).bookings.map((b) => b.id)).toEqual([
      booked.id,
    ]);
    const read = await send(owner.headers, 'GET', apiPath(apiPaths.booking, { id: booked.id }));
    expect(bookingSchema.parse(await read.json())).toEqual(booked);

    const cancel = apiPath(apiPaths.bookingCancel, { id: booked.id });
    const cancelled = await send(owner.headers, 'POST', cancel);
    expect(bookingSchema.parse(await cancelled.json()).status).toBe('cancelled');
    expect((await send(owner.headers, 'POST', cancel)).status).toBe(200);
    expect((await availability()).slots.map((slot) => slot.local)).toContain(`${monday} 10:00`);
  });

  it('refuse a time that is not a free slot, and a day that does not exist', async () => {
    const { owner, service, availability } = await openBusiness();
    const lunch = `${mondayAhead()}T12:30:00Z`;
    const res = await send(owner.headers, 'POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: lunch,
      customerName: 'Rui',
    });
    expect(res.status).toBe(409);
    const day = await send(
      owner.headers,
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?from=2027-02-30`,
    );
    expect(day.status).toBe(400);
    expect((await availability(`?from=${mondayAhead()}&days=2`)).slots).toHaveLength(16);
  });

  it('keep a deleted service’s bookings, with its name', async () => {
    const { owner, service, availability } = await openBusiness();
    const [slot] = (await availability()).slots;
    await send(owner.headers, 'POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: slot!.startsAt,
      customerName: 'Ana',
    });
    const deleted = await send(
      owner.headers,
      'DELETE',
      apiPath(apiPaths.service, { id: service.id }),
    );
    expect(await deleted.json()).toEqual({ deleted: service.id });
    const listed = await send(owner.headers, 'GET', `${apiPaths.bookings}?from=${mondayAhead()}`);
    expect(bookingListSchema.parse(await listed.json()).bookings).toMatchObject([
      { serviceName: 'Test drive', customerName: 'Ana' },
    ]);
    const services = await send(owner.headers, 'GET', apiPaths.services);
    expect(await services.json()).toEqual({ services: [] });
  });

  it('close on a holiday and keep a special day’s hours, until the days are replaced', async () => {
    const { owner, availability } = await openBusiness();
    const monday = mondayAhead();
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const settings = (dayExceptions: unknown) =>
      send(owner.headers, 'PUT', apiPaths.bookingSettings, {
        timeZone: 'Europe/Lisbon',
        weeklyHours: weekdayHours,
        dayExceptions,
      });
    const saved = await settings([
      { day: monday, hours: [] },
      { day: tuesday, hours: [{ opens: '10:00', closes: '12:00' }] },
    ]);
    expect(bookingSettingsSchema.parse(await saved.json()).dayExceptions).toEqual([
      { day: monday, hours: [] },
      { day: tuesday, hours: [{ opens: '10:00', closes: '12:00' }] },
    ]);
    expect((await availability(`?from=${monday}&days=2`)).slots.map((slot) => slot.local)).toEqual([
      `${tuesday} 10:00`,
      `${tuesday} 11:00`,
    ]);

    // Saving the week alone keeps the days; a list of none removes them.
    await send(owner.headers, 'PUT', apiPaths.bookingSettings, {
      timeZone: 'Europe/Lisbon',
      weeklyHours: weekdayHours,
    });
    expect((await availability(`?from=${monday}&days=1`)).slots).toEqual([]);
    await settings([]);
    expect((await availability(`?from=${monday}&days=1`)).slots).toHaveLength(8);

    const refused = await settings([
      { day: '2027-02-30', hours: [] },
      { day: tuesday, hours: [{ opens: '12:00', closes: '10:00' }] },
    ]);
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      'dayExceptions.0.day': 'Enter a day that exists.',
      'dayExceptions.1.hours.0.closes': 'Closing comes after opening.',
    });
    const twice = await settings([
      { day: monday, hours: [] },
      { day: monday, hours: [] },
    ]);
    expect(
      ((await twice.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      dayExceptions: 'List each day once.',
    });
  });

  it('offer a booking’s own time when it is being moved, and no booking of another account', async () => {
    const { owner, service, availability } = await openBusiness();
    const monday = mondayAhead();
    const [nine] = (await availability()).slots;
    const made = await send(owner.headers, 'POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt: nine!.startsAt,
      customerName: 'Ana',
    });
    const { id } = bookingSchema.parse(await made.json());
    expect((await availability()).slots.map((slot) => slot.local)).not.toContain(`${monday} 09:00`);
    const moving = await availability(`?from=${monday}&days=1&moving=${id}`);
    expect(moving.slots.map((slot) => slot.local)).toContain(`${monday} 09:00`);

    const other = await server.signIn({ sampleData: false });
    const theirs = await send(
      other.headers,
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?moving=${id}`,
    );
    expect(theirs.status).toBe(404);
    const unknown = await send(
      owner.headers,
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?moving=not-a-booking`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: bookingCopy.bookingNotFound },
    });
  });

  it('move a booking for the business, free its old time and tell the customer in their language', async () => {
    const app = server.app();
    const { owner, service, availability } = await openBusiness(app);
    const db = server.database.db;
    const monday = mondayAhead();
    const slotAt = async (time: string) =>
      (await availability()).slots.find((slot) => slot.local === `${monday} ${time}`)!;
    const ten = await slotAt('10:00');
    const made = await send(
      owner.headers,
      'POST',
      apiPaths.bookings,
      {
        serviceId: service.id,
        startsAt: ten.startsAt,
        customerName: 'Inês',
        customerEmail: 'ines.moved@example.pt',
      },
      app,
    );
    const { id } = bookingSchema.parse(await made.json());
    // She booked in Portuguese, on Telegram.
    const conversation = await startConversation(
      { db, bus: createLocalEventBus() },
      owner.id as AccountId,
      {
        agent: { id: null, name: 'Front Desk' },
        channel: 'telegram',
        contact: { externalId: 'chat-ines' },
      },
    );
    await db
      .update(bookingTable)
      .set({ language: 'pt', conversationId: conversation.id })
      .where(eq(bookingTable.id, id));

    const fourteen = await slotAt('14:00');
    const move = (startsAt: string) =>
      send(owner.headers, 'POST', apiPath(apiPaths.bookingReschedule, { id }), { startsAt }, app);
    const moved = await move(fourteen.startsAt);
    expect(moved.status).toBe(200);
    expect(bookingSchema.parse(await moved.json())).toMatchObject({
      id,
      serviceId: service.id,
      resourceName: 'Your team',
      status: 'confirmed',
      startsAt: new Date(fourteen.startsAt).toISOString(),
      customerName: 'Inês',
    });
    const free = (await availability()).slots.map((slot) => slot.local);
    expect(free).toContain(`${monday} 10:00`);
    expect(free).not.toContain(`${monday} 14:00`);

    // Moved to the time it has: nobody is told again.
    expect((await move(fourteen.startsAt)).status).toBe(200);
    await app.mailer.settle();
    const said = bookingMailCopy.pt;
    const when = whenSaid('pt', 'Europe/Lisbon', new Date(fourteen.startsAt));
    const mails = (await readOutbox(server.dataDir)).filter(
      (mail) => mail.to === 'ines.moved@example.pt',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(said.movedByBusiness('').trim());
    expect(mails[0]!.text).toContain(`Test drive, ${when}`);
    expect(mails[0]!.text).toContain(said.manageLater);
    // Its calendar file updates the event the confirmation's added: same UID, a later revision.
    const calendar = mails[0]!.calendar!.replace(/\r?\n[ \t]/g, '');
    expect(calendar).toContain(`UID:${id}@bookings.agentra.invalid`);
    expect(calendar).toContain(`DTSTART:${fourteen.startsAt.replace(/[-:]|\.\d+/g, '')}`);
    expect(calendar).toMatch(/^SEQUENCE:\d+\r?$/m);
    const messages = await db
      .select({ text: message.text })
      .from(message)
      .where(eq(message.conversationId, conversation.id));
    expect(messages.map((row) => row.text)).toContain(said.channelMoved('Test drive', when));
    expect(
      messages.filter((row) => row.text === said.channelMoved('Test drive', when)),
    ).toHaveLength(1);

    const lunch = await move(`${monday}T12:30:00Z`);
    expect(lunch.status).toBe(409);
    expect(await lunch.json()).toEqual({
      error: { code: 'slot_taken', message: bookingCopy.slotGone },
    });
    await send(owner.headers, 'POST', apiPath(apiPaths.bookingCancel, { id }), undefined, app);
    const cancelled = await move(ten.startsAt);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toEqual({
      error: { code: 'booking_cancelled', message: bookingCopy.notConfirmed },
    });
  });
});
