import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, publicApiPaths } from '@shared/api-paths.ts';
import {
  availabilitySchema,
  bookingCopy,
  bookingSchema,
  managedBookingSchema,
  manageBookingCopy as copy,
  manageBookingRateLimits,
  manageLinkSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import { briefingDefaults, briefingInputSchema } from '@shared/briefing.ts';
import { paths } from '@shared/paths.ts';
import { publicUrlOf } from '@server/env.ts';
import { createMemoryRateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { errorHandler } from '@server/platform/http/errors.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { confirmBooking, freeSlots, holdSlot } from '@server/core/bookings/booking-store.ts';
import { addService, saveBookingSettings } from '@server/core/bookings/service-store.ts';
import { saveBriefing } from '@server/core/briefing/briefing-store.ts';
import { jsonRequest, testOrigin, useTestServer } from '@server/testing/test-server.ts';
import { manageBookingRoutes } from './manage-booking-routes.ts';
import { mondayAhead } from '@server/core/bookings/booking-test-days.ts';

const server = useTestServer('manage-booking-routes');

const timeZone = 'Europe/Lisbon';
/** Monday 7 December 2026, 08:00 in Lisbon (UTC+0 in winter). */
const monday8am = new Date('2026-12-07T08:00:00Z');
const nineToFive = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }));

/** The manage link's routes on the test database, on a clock the test sets. */
function routesAt(now: Date) {
  const app = new Hono();
  app.onError(errorHandler(createLogger('silent')));
  app.route(
    '/',
    manageBookingRoutes({
      db: server.database.db,
      rateLimits: createMemoryRateLimitStore(),
      trustedProxies: 0,
      now: () => now,
    }),
  );
  const request = (path: string, init?: RequestInit) => app.request(path, init);
  return {
    read: (token: string) => request(apiPath(publicApiPaths.managedBooking, { token })),
    availability: (token: string, query = '?from=2026-12-07&days=1') =>
      request(`${apiPath(publicApiPaths.managedBookingAvailability, { token })}${query}`),
    reschedule: (token: string, body: unknown) =>
      request(
        apiPath(publicApiPaths.managedBookingReschedule, { token }),
        jsonRequest('POST', body, { origin: testOrigin }),
      ),
    cancel: (token: string) =>
      request(apiPath(publicApiPaths.managedBookingCancel, { token }), {
        method: 'POST',
        headers: { origin: testOrigin },
      }),
  };
}

/** A business in Lisbon open on weekdays, its one-hour test drive, and bookings of it. */
async function business(service: { bufferAfterMinutes?: number } = {}) {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const db = server.database.db;
  await saveBookingSettings(accountId, db, { timeZone, weeklyHours: nineToFive });
  await saveBriefing(
    accountId,
    db,
    briefingInputSchema.parse({
      ...briefingDefaults,
      companyName: 'Oficina Ribeira',
      industry: 'automotive',
      description: 'We repair cars.',
      targetAudience: 'Drivers in Porto',
    }),
  );
  const testDrive = await addService(accountId, db, {
    name: 'Test drive',
    durationMinutes: 60,
    minimumNoticeMinutes: 60,
    ...service,
  });
  const book = async (startsAt: string, customer = 'Marta Silva') => {
    const held = await holdSlot(
      accountId,
      db,
      testDrive.id,
      new Date(startsAt),
      { timeZone, now: monday8am },
      { name: customer, email: 'marta@example.com', phone: '+351 912 345 678' },
    );
    const confirmed = await confirmBooking(accountId, db, held!.id, monday8am);
    return { id: held!.id, token: confirmed!.manageToken };
  };
  const freeStarts = async () =>
    (await freeSlots(accountId, db, testDrive.id, { timeZone, now: monday8am }))!.map((slot) =>
      slot.startsAt.toISOString(),
    );
  return { owner, accountId, testDrive, book, freeStarts };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

describe('a manage link', () => {
  it('shows its booking on the business’s clock, never the customer’s email or phone', async () => {
    const { book } = await business();
    const { token } = await book('2026-12-07T10:00:00Z');
    const res = await routesAt(monday8am).read(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(managedBookingSchema.parse(JSON.parse(text))).toEqual({
      serviceName: 'Test drive',
      startsAt: '2026-12-07T10:00:00.000Z',
      endsAt: '2026-12-07T11:00:00.000Z',
      timeZone,
      businessName: 'Oficina Ribeira',
      status: 'confirmed',
      customerName: 'Marta Silva',
      canCancel: true,
      canReschedule: true,
    });
    expect(text).not.toContain('marta@example.com');
    expect(text).not.toContain('912');
  });

  it('offers the service’s free times without its own, and moves the booking there, keeping the link', async () => {
    // Half an hour kept free after each: 09:00 and 11:00 are free only once the booking leaves 10:00.
    const { book } = await business({ bufferAfterMinutes: 30 });
    const { token } = await book('2026-12-07T10:00:00Z');
    await book('2026-12-07T13:00:00Z', 'Rui Costa');
    const routes = routesAt(monday8am);
    const offered = availabilitySchema.parse(await (await routes.availability(token)).json());
    expect(offered.timeZone).toBe(timeZone);
    expect(offered.slots.map((slot) => slot.local)).toEqual(
      ['09:00', '11:00', '15:00', '16:00'].map((time) => `2026-12-07 ${time}`),
    );
    const moved = await routes.reschedule(token, { startsAt: '2026-12-07T11:00:00Z' });
    expect(moved.status).toBe(200);
    expect(managedBookingSchema.parse(await moved.json())).toMatchObject({
      startsAt: '2026-12-07T11:00:00.000Z',
      endsAt: '2026-12-07T12:00:00.000Z',
      status: 'confirmed',
    });
    const reread = managedBookingSchema.parse(await (await routes.read(token)).json());
    expect(reread.startsAt).toBe('2026-12-07T11:00:00.000Z');
    // Sent twice (a second tap, a retry), the move to where it already is changes nothing.
    expect((await routes.reschedule(token, { startsAt: '2026-12-07T11:00:00Z' })).status).toBe(200);
  });

  it('refuses a taken time with the words of a taken slot (409); of two moving to one time at once, one gets it', async () => {
    const { book } = await business();
    const first = await book('2026-12-07T10:00:00Z');
    const second = await book('2026-12-07T11:00:00Z', 'Rui Costa');
    const routes = routesAt(monday8am);
    const taken = await routes.reschedule(first.token, { startsAt: '2026-12-07T11:00:00Z' });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toEqual({ code: 'slot_taken', message: bookingCopy.slotGone });

    const race = await Promise.all(
      [first, second].map(({ token }) =>
        routes.reschedule(token, { startsAt: '2026-12-07T15:00:00Z' }),
      ),
    );
    expect(race.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = race.find((res) => res.status === 409)!;
    expect(await errorOf(loser)).toEqual({ code: 'slot_taken', message: bookingCopy.slotGone });
  });

  it('cancels its booking, twice without harm, which then shows as cancelled with nothing to do', async () => {
    const { book, freeStarts } = await business();
    const { token } = await book('2026-12-07T10:00:00Z');
    const routes = routesAt(monday8am);
    const cancelled = await routes.cancel(token);
    expect(cancelled.status).toBe(200);
    const expected = { status: 'cancelled', canCancel: false, canReschedule: false };
    expect(managedBookingSchema.parse(await cancelled.json())).toMatchObject(expected);
    const again = await routes.cancel(token);
    expect(again.status).toBe(200);
    expect(managedBookingSchema.parse(await again.json())).toMatchObject(expected);
    expect(managedBookingSchema.parse(await (await routes.read(token)).json())).toMatchObject(
      expected,
    );
    expect(await freeStarts()).toContain('2026-12-07T10:00:00.000Z');

    const moved = await routes.reschedule(token, { startsAt: '2026-12-07T11:00:00Z' });
    expect(moved.status).toBe(409);
    expect(await errorOf(moved)).toEqual({
      code: 'booking_cancelled',
      message: bookingCopy.notConfirmed,
    });
    expect((await routes.availability(token)).status).toBe(409);
  });

  it('leaves a begun appointment as it is, and has expired once it is over (404 in words)', async () => {
    const { book } = await business();
    const { token } = await book('2026-12-07T10:00:00Z');
    const during = routesAt(new Date('2026-12-07T10:30:00Z'));
    expect(managedBookingSchema.parse(await (await during.read(token)).json())).toMatchObject({
      status: 'confirmed',
      canCancel: false,
      canReschedule: false,
    });
    const refused = await during.cancel(token);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'booking_started', message: copy.started });

    const after = routesAt(new Date('2026-12-07T11:00:00Z'));
    for (const res of [
      await after.read(token),
      await after.availability(token),
      await after.reschedule(token, { startsAt: '2026-12-08T10:00:00Z' }),
      await after.cancel(token),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'link_expired', message: copy.expired });
    }
  });

  it('opens no booking with an unknown or malformed token (404 in words)', async () => {
    const routes = routesAt(monday8am);
    for (const token of [randomBytes(24).toString('base64url'), 'short', 'x'.repeat(300), '%20']) {
      for (const res of [await routes.read(token), await routes.cancel(token)]) {
        expect(res.status).toBe(404);
        expect(await errorOf(res)).toEqual({ code: 'not_found', message: copy.unknownLink });
      }
    }
  });

  it('acts only on its own booking: another booking, in this account or another, stays as it is', async () => {
    const mine = await business();
    const theirs = await business();
    const own = await mine.book('2026-12-07T10:00:00Z');
    const sameAccount = await mine.book('2026-12-07T12:00:00Z', 'Rui Costa');
    const otherAccount = await theirs.book('2026-12-07T10:00:00Z', 'Ana Sousa');
    const routes = routesAt(monday8am);

    const naming = await routes.reschedule(own.token, {
      startsAt: '2026-12-07T14:00:00Z',
      bookingId: sameAccount.id,
    });
    expect(naming.status).toBe(400);
    expect((await routes.cancel(own.token)).status).toBe(200);
    for (const { token, customer } of [
      { token: sameAccount.token, customer: 'Rui Costa' },
      { token: otherAccount.token, customer: 'Ana Sousa' },
    ]) {
      expect(managedBookingSchema.parse(await (await routes.read(token)).json())).toMatchObject({
        status: 'confirmed',
        customerName: customer,
      });
    }
    // The other account's free times are its own, whatever this link's business offers.
    expect(await theirs.freeStarts()).not.toContain('2026-12-07T10:00:00.000Z');
    expect(await mine.freeStarts()).toContain('2026-12-07T10:00:00.000Z');
  });

  it('says in words what is wrong with what was sent (400, 415)', async () => {
    const { book } = await business();
    const { token } = await book('2026-12-07T10:00:00Z');
    const routes = routesAt(monday8am);
    const notATime = await routes.reschedule(token, { startsAt: 'tomorrow at ten' });
    expect(notATime.status).toBe(400);
    expect(await errorOf(notATime)).toMatchObject({
      fields: { startsAt: 'Choose a new time from the free times.' },
    });
    const tooMany = await routes.availability(token, '?days=99');
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toMatchObject({
      fields: { days: 'Ask for at most 31 days.' },
    });
    const noSuchDay = await routes.availability(token, '?from=2027-02-30');
    expect(noSuchDay.status).toBe(400);
    expect(await errorOf(noSuchDay)).toMatchObject({
      message: 'Enter the first day as a date that exists, as YYYY-MM-DD.',
    });
    const notJson = await server.request(
      apiPath(publicApiPaths.managedBookingReschedule, { token }),
      { method: 'POST', headers: { 'content-type': 'text/plain', origin: testOrigin }, body: 'x' },
    );
    expect(notJson.status).toBe(415);
  });
});

describe('the manage link in the app', () => {
  /** A booking made by hand through the portal's API, as a business makes one. */
  async function bookedByHand() {
    const owner = await server.signIn({ sampleData: false });
    const send = (method: string, path: string, body?: unknown) =>
      server.request(
        path,
        body === undefined
          ? { method, headers: owner.headers }
          : jsonRequest(method, body, owner.headers),
      );
    await send('PUT', apiPaths.bookingSettings, { timeZone, weeklyHours: nineToFive });
    const service = serviceSchema.parse(
      await (
        await send('POST', apiPaths.services, {
          name: 'Test drive',
          durationMinutes: 60,
          minimumNoticeMinutes: 0,
        })
      ).json(),
    );
    const { slots } = availabilitySchema.parse(
      await (
        await send(
          'GET',
          `${apiPath(apiPaths.serviceAvailability, { id: service.id })}?from=${mondayAhead()}&days=1`,
        )
      ).json(),
    );
    const booking = bookingSchema.parse(
      await (
        await send('POST', apiPaths.bookings, {
          serviceId: service.id,
          startsAt: slots[0]!.startsAt,
          customerName: 'Marta Silva',
        })
      ).json(),
    );
    const manageLink = () => send('POST', apiPath(apiPaths.bookingManageLink, { id: booking.id }));
    return { booking, send, manageLink };
  }

  const tokenOf = (url: string) =>
    decodeURIComponent(new URL(url).pathname.slice(paths.manageBooking('').length));

  it('is made by the business for a booking, each new one ending the one before', async () => {
    const { booking, send, manageLink } = await bookedByHand();
    const made = await manageLink();
    expect(made.status).toBe(201);
    const first = manageLinkSchema.parse(await made.json());
    expect(first).toMatchObject({ bookingId: booking.id, expiresAt: booking.endsAt });
    expect(new URL(first.url).origin).toBe(publicUrlOf(server.env));
    const read = (url: string) =>
      server.request(apiPath(publicApiPaths.managedBooking, { token: tokenOf(url) }));
    const opened = await read(first.url);
    expect(opened.status).toBe(200);
    expect(managedBookingSchema.parse(await opened.json()).startsAt).toBe(booking.startsAt);

    const second = manageLinkSchema.parse(await (await manageLink()).json());
    expect(second.url).not.toBe(first.url);
    expect((await read(first.url)).status).toBe(404);
    expect((await read(second.url)).status).toBe(200);

    await send('POST', apiPath(apiPaths.bookingCancel, { id: booking.id }));
    const refused = await manageLink();
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'booking_cancelled',
      message: bookingCopy.notConfirmed,
    });
  });

  it('answers without a session, refuses other sites’ writes, and limits each address', async () => {
    const { manageLink } = await bookedByHand();
    const { url } = manageLinkSchema.parse(await (await manageLink()).json());
    const token = tokenOf(url);
    const app = server.app();
    const crossSite = await app.request(apiPath(publicApiPaths.managedBookingCancel, { token }), {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);
    const unknown = apiPath(publicApiPaths.managedBooking, { token: 'unknown' });
    const { max } = manageBookingRateLimits.requestsPerAddress;
    for (let n = 1; n < max; n++) expect((await app.request(unknown)).status).toBe(404);
    expect((await app.request(apiPath(publicApiPaths.managedBooking, { token }))).status).toBe(200);
    const limited = await app.request(apiPath(publicApiPaths.managedBooking, { token }));
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toEqual({
      code: 'too_many_requests',
      message: copy.tooMany,
    });
  });
});
