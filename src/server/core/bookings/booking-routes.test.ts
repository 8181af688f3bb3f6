import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  availabilitySchema,
  bookingCopy,
  bookingListSchema,
  bookingSchema,
  bookingSettingsSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('booking-routes');

type Headers = Record<string, string>;

/** A Monday at least two weeks away (YYYY-MM-DD): inside a service's days ahead, past any notice. */
function mondayAhead() {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const weekdayHours = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, opens: '09:00', closes: '13:00' },
  { weekday, opens: '14:00', closes: '18:00' },
]);

async function send(headers: Headers, method: string, path: string, body?: unknown) {
  return server.request(
    path,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  );
}

async function openBusiness() {
  const owner = await server.signIn({ sampleData: false });
  const settings = await send(owner.headers, 'PUT', apiPaths.bookingSettings, {
    timeZone: 'Europe/Lisbon',
    weeklyHours: weekdayHours,
  });
  expect(settings.status).toBe(200);
  const created = await send(owner.headers, 'POST', apiPaths.services, {
    name: 'Test drive',
    durationMinutes: 60,
    minimumNoticeMinutes: 0,
    priceText: 'Free',
  });
  expect(created.status).toBe(201);
  const service = serviceSchema.parse(await created.json());
  const availability = async (query = `?from=${mondayAhead()}&days=1`) => {
    const res = await send(
      owner.headers,
      'GET',
      `${apiPath(apiPaths.serviceAvailability, { id: service.id })}${query}`,
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
    expect(booked).toMatchObject({ status: 'confirmed', serviceName: 'Test drive' });

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
});
