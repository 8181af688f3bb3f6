import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, publicApiPaths } from '@shared/api-paths.ts';
import {
  availabilitySchema,
  bookingSchema,
  manageLinkSchema,
  serviceSchema,
} from '@shared/bookings.ts';
import {
  GOOGLE_CALENDAR_SCOPE,
  GOOGLE_OUTCOME_PARAM,
  googleAuthorizationSchema,
  googleCalendarCopy,
  googleConnectionSchema,
} from '@shared/google-calendar.ts';
import { notificationListSchema } from '@shared/notifications.ts';
import { paths } from '@shared/paths.ts';
import {
  booking,
  calendarSync,
  googleCalendarConnection,
  googleOauthState,
} from '@server/platform/db/schema.ts';
import { calendarSyncCopy, queueCalendarSync } from '@server/core/calendars/calendar-sync.ts';
import { publicUrlOf } from '@server/env.ts';
import {
  connectThroughGoogle,
  FAKE_GOOGLE_CLIENT,
  type FakeGoogle,
  startFakeGoogle,
} from '@server/testing/fake-google.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('google-calendar-routes');

let google: FakeGoogle;
let app: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  app = server.app(google.env, {
    calendarSyncTimings: { firstRetryMs: 0, attemptsBeforeTelling: 2 },
  });
});
afterAll(async () => {
  await google?.close();
});

/** A day at least a week ahead (YYYY-MM-DD): free of any notice, inside the days ahead. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let accounts = 0;

/**
 * An owner with hours every day and a one-hour service, on the app with Google set up. The
 * business keeps UTC, as Google's times are instants: the wall clock is the Apple tests' concern.
 */
async function business(on: TestApp = app) {
  const owner = await server.signIn({ sampleData: false }, on);
  const email = `owner${++accounts}@gmail.example`;
  google.consentAs(email);
  const send = (method: string, path: string, body?: unknown) =>
    on.request(
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
        timeZone: 'UTC',
        weeklyHours: everyDay,
      })
    ).status,
  ).toBe(200);
  const created = await send('POST', apiPaths.services, {
    name: 'Haircut',
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
  const view = async () =>
    googleConnectionSchema.parse(await (await send('GET', apiPaths.googleCalendar)).json());
  const connect = () => connectThroughGoogle(on.request, owner.headers);
  const row = async () =>
    (
      await server.database.db
        .select()
        .from(googleCalendarConnection)
        .where(eq(googleCalendarConnection.accountId, owner.id))
    )[0];
  const book = async (startsAt: string, customerName: string) => {
    const made = await send('POST', apiPaths.bookings, {
      serviceId: service.id,
      startsAt,
      customerName,
    });
    expect(made.status).toBe(201);
    return bookingSchema.parse(await made.json()).id;
  };
  return { owner, email, send, service, freeOn, view, connect, row, book };
}

const outcomeOf = (res: Response) => {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, 'http://localhost');
  expect(location.pathname).toBe(paths.portal.google);
  return location.searchParams.get(GOOGLE_OUTCOME_PARAM);
};

const eventIdOf = (bookingId: string) => `booking${bookingId.replaceAll('-', '')}`;

describe('Google Calendar', () => {
  it('says when the server has no Google OAuth client, and refuses to start without one', async () => {
    const owner = await server.signIn({ sampleData: false });
    const res = await server.request(apiPaths.googleCalendar, { headers: owner.headers });
    expect(googleConnectionSchema.parse(await res.json())).toEqual({
      connected: false,
      configured: false,
      redirectUri: `${publicUrlOf(server.env)}${apiPaths.googleCalendarCallback}`,
    });
    const refused = await server.request(apiPaths.googleCalendarAuthorize, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'google_not_configured', message: googleCalendarCopy.notConfigured },
    });
    const back = await server.request(`${apiPaths.googleCalendarCallback}?code=x&state=y`, {
      headers: owner.headers,
    });
    expect(outcomeOf(back)).toBe('not_configured');
  });

  it('sends the owner to Google’s consent page with offline access to the calendar, asked by a person only', async () => {
    const { owner, view } = await business();
    expect(await view()).toMatchObject({ connected: false, configured: true });
    const res = await app.request(apiPaths.googleCalendarAuthorize, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    const url = new URL(googleAuthorizationSchema.parse(await res.json()).url);
    expect(`${url.origin}${url.pathname}`).toBe(google.env.GOOGLE_OAUTH_URL);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: FAKE_GOOGLE_CLIENT.id,
      redirect_uri: `${publicUrlOf(app.env)}${apiPaths.googleCalendarCallback}`,
      response_type: 'code',
      scope: GOOGLE_CALENDAR_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(query.state).toMatch(/^[\w-]{40,}$/);
    // Only the hash of the state is kept.
    const states = await server.database.db
      .select()
      .from(googleOauthState)
      .where(eq(googleOauthState.accountId, owner.id));
    expect(states).toHaveLength(1);
    expect(states[0]!.stateHash).not.toContain(query.state!);

    const key = await app.request(
      apiPaths.apiKeys,
      jsonRequest('POST', { name: 'Program' }, owner.headers),
    );
    const { key: apiKey } = (await key.json()) as { key: string };
    const withKey = await app.request(apiPaths.googleCalendarAuthorize, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(withKey.status).toBe(403);
  });

  it('refuses a forged state, another account’s state and a state used twice, storing nothing', async () => {
    const first = await business();
    const forged = await app.request(
      `${apiPaths.googleCalendarCallback}?code=4/0Aforged&state=made-up-state-of-an-attacker`,
      { headers: first.owner.headers },
    );
    expect(outcomeOf(forged)).toBe('expired');

    // The second owner's consent comes back in the first owner's browser: refused.
    const second = await business();
    const started = await app.request(apiPaths.googleCalendarAuthorize, {
      method: 'POST',
      headers: second.owner.headers,
    });
    const consent = await fetch(googleAuthorizationSchema.parse(await started.json()).url, {
      redirect: 'manual',
    });
    const back = new URL(consent.headers.get('location')!);
    const stolen = await app.request(`${back.pathname}${back.search}`, {
      headers: first.owner.headers,
    });
    expect(outcomeOf(stolen)).toBe('expired');
    expect(await first.row()).toBeUndefined();
    expect(await first.view()).toMatchObject({ connected: false });
    // Without a session the callback is not reached at all.
    expect((await app.request(`${back.pathname}${back.search}`)).status).toBe(401);

    // Its own owner can still use it, once.
    expect(
      outcomeOf(
        await app.request(`${back.pathname}${back.search}`, { headers: second.owner.headers }),
      ),
    ).toBe('connected');
    expect(
      outcomeOf(
        await app.request(`${back.pathname}${back.search}`, { headers: second.owner.headers }),
      ),
    ).toBe('expired');

    // An expired state is refused too.
    const late = await app.request(apiPaths.googleCalendarAuthorize, {
      method: 'POST',
      headers: first.owner.headers,
    });
    const lateConsent = await fetch(googleAuthorizationSchema.parse(await late.json()).url, {
      redirect: 'manual',
    });
    await server.database.db
      .update(googleOauthState)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(googleOauthState.accountId, first.owner.id));
    const lateBack = new URL(lateConsent.headers.get('location')!);
    expect(
      outcomeOf(
        await app.request(`${lateBack.pathname}${lateBack.search}`, {
          headers: first.owner.headers,
        }),
      ),
    ).toBe('expired');
    expect(await first.row()).toBeUndefined();
  });

  it('says so when the owner declines on Google’s page', async () => {
    const { connect, row } = await business();
    google.decline();
    expect(outcomeOf(await connect())).toBe('denied');
    expect(await row()).toBeUndefined();
  });

  it('connects: lists the calendars, keeps the tokens sealed, and the primary calendar blocks time and receives bookings', async () => {
    const { email, connect, row, send } = await business();
    google.addCalendar(email, `team-${accounts}@group.calendar.google.com`, 'Team');
    google.addCalendar(
      email,
      `holidays-${accounts}@group.v.calendar.google.com`,
      'Holidays',
      'reader',
    );
    expect(outcomeOf(await connect())).toBe('connected');

    const res = await send('GET', apiPaths.googleCalendar);
    const text = await res.text();
    for (const token of google.issuedTokens()) expect(text).not.toContain(token);
    const connected = googleConnectionSchema.parse(JSON.parse(text));
    if (!connected.connected) throw new Error('not connected');
    expect(connected).toMatchObject({
      email,
      status: 'connected',
      failure: null,
      configured: true,
    });
    expect(connected.busyReadAt).not.toBeNull();
    expect(
      connected.calendars.map((c) => [
        c.summary,
        c.primary,
        c.canWrite,
        c.blocksTime,
        c.receivesBookings,
      ]),
    ).toEqual([
      [email, true, true, true, true],
      ['Team', false, true, false, false],
      ['Holidays', false, false, false, false],
    ]);
    const stored = await row();
    for (const token of google.issuedTokens()) {
      expect(stored!.refreshTokenSealed).not.toContain(token);
      expect(stored!.accessTokenSealed).not.toContain(token);
    }

    const readOnly = await send('PATCH', apiPaths.googleCalendar, {
      busyCalendars: [],
      bookingCalendar: connected.calendars[2]!.id,
    });
    expect(readOnly.status).toBe(400);
    expect(await readOnly.json()).toMatchObject({
      error: { message: googleCalendarCopy.bookingCalendarReadOnly },
    });
    const unknown = await send('PATCH', apiPaths.googleCalendar, {
      busyCalendars: ['someone-else@gmail.example'],
      bookingCalendar: null,
    });
    expect(await unknown.json()).toMatchObject({
      error: { message: googleCalendarCopy.unknownCalendar },
    });

    // Another account sees nothing of it.
    const other = await server.signIn({ sampleData: false }, app);
    const theirs = await app.request(apiPaths.googleCalendar, { headers: other.headers });
    expect(googleConnectionSchema.parse(await theirs.json())).toMatchObject({ connected: false });
  });

  it('never offers a time the chosen calendars hold', async () => {
    const { email, connect, freeOn, send } = await business();
    const team = `team-${accounts}@group.calendar.google.com`;
    google.addCalendar(email, team, 'Team');
    const day = dayAhead(9);
    google.addEvent(email, team, {
      summary: 'Dentist',
      start: { dateTime: `${day}T10:00:00Z` },
      end: { dateTime: `${day}T12:00:00Z` },
    });
    google.addEvent(email, team, {
      summary: 'Shown as free',
      transparency: 'transparent',
      start: { dateTime: `${day}T14:00:00Z` },
      end: { dateTime: `${day}T15:00:00Z` },
    });
    expect(outcomeOf(await connect())).toBe('connected');
    expect(await freeOn(day)).toContain('10:00');

    const chose = await send('PATCH', apiPaths.googleCalendar, {
      busyCalendars: [email, team],
      bookingCalendar: email,
    });
    expect(chose.status).toBe(200);
    const free = await freeOn(day);
    expect(free).toContain('09:00');
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('11:00');
    expect(free).toContain('12:00');
    expect(free).toContain('14:00');
  });

  it('writes a booking to the calendar, moves it on reschedule and deletes it on cancel, and never reads it back as busy', async () => {
    const { email, connect, book, send, row } = await business();
    expect(outcomeOf(await connect())).toBe('connected');
    const day = dayAhead(10);
    google.addEvent(email, email, {
      summary: 'Lunch',
      start: { dateTime: `${day}T13:30:00Z` },
      end: { dateTime: `${day}T14:30:00Z` },
    });
    const id = await book(`${day}T13:00:00.000Z`, 'Inês Costa');
    await app.calendarSync.syncDue();
    const eventOf = () => google.eventsOf(email, email).find((e) => e.id === eventIdOf(id));
    expect(eventOf()).toMatchObject({
      status: 'confirmed',
      summary: 'Haircut: Inês Costa',
      start: { dateTime: `${day}T13:00:00.000Z` },
      end: { dateTime: `${day}T14:00:00.000Z` },
    });
    const [stored] = await server.database.db.select().from(booking).where(eq(booking.id, id));
    expect(stored!.externalEvents).toEqual({ [`google:${email}`]: eventIdOf(id) });

    // Read again: Google merges the booking's event with the owner's lunch; only the lunch's
    // own part stays busy, so the booking is never in its own way.
    await app.calendarSync.refreshDue(new Date());
    const read = await row();
    expect(read!.busyReadAt).not.toBeNull();
    expect(read!.busy).toEqual([[Date.parse(`${day}T14:00:00Z`), Date.parse(`${day}T14:30:00Z`)]]);

    const link = manageLinkSchema.parse(
      await (await send('POST', apiPath(apiPaths.bookingManageLink, { id }))).json(),
    );
    const token = new URL(link.url).pathname.split('/').at(-1)!;
    const moved = await app.request(
      apiPath(publicApiPaths.managedBookingReschedule, { token }),
      jsonRequest('POST', { startsAt: `${day}T15:00:00.000Z` }, {}),
    );
    expect(moved.status).toBe(200);
    await app.calendarSync.syncDue();
    expect(eventOf()).toMatchObject({
      status: 'confirmed',
      start: { dateTime: `${day}T15:00:00.000Z` },
      end: { dateTime: `${day}T16:00:00.000Z` },
    });
    // Moved, not written twice: the calendar holds the lunch and the one booking.
    expect(google.eventsOf(email, email).map((e) => e.summary)).toEqual([
      'Lunch',
      'Haircut: Inês Costa',
    ]);

    expect((await send('POST', apiPath(apiPaths.bookingCancel, { id }))).status).toBe(200);
    await app.calendarSync.syncDue();
    expect(eventOf()).toMatchObject({ status: 'cancelled' });
  });

  it('writes a booking once when the answer to the first try was lost', async () => {
    const { owner, email, connect, book } = await business();
    expect(outcomeOf(await connect())).toBe('connected');
    const id = await book(`${dayAhead(12)}T10:00:00.000Z`, 'Rui');
    await app.calendarSync.syncDue();
    // The event is there but the booking does not know it (its answer never arrived).
    await server.database.db.update(booking).set({ externalEvents: {} }).where(eq(booking.id, id));
    await queueCalendarSync(server.database.db, owner.id, id);
    expect(await app.calendarSync.syncDue()).toBe(1);
    expect(google.eventsOf(email, email).filter((e) => e.id === eventIdOf(id))).toHaveLength(1);
    expect(
      await server.database.db.select().from(calendarSync).where(eq(calendarSync.bookingId, id)),
    ).toEqual([]);
  });

  it('refreshes an access token that has lapsed, and keeps the new one sealed', async () => {
    const { email, connect, book, row } = await business();
    expect(outcomeOf(await connect())).toBe('connected');
    const before = await row();
    google.expireAccessTokens();
    await server.database.db
      .update(googleCalendarConnection)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(googleCalendarConnection.accountId, before!.accountId));
    const refreshes = google.calls('/token').length;
    const id = await book(`${dayAhead(13)}T11:00:00.000Z`, 'Ana');
    await app.calendarSync.syncDue();
    expect(google.calls('/token').length).toBe(refreshes + 1);
    expect(google.eventsOf(email, email).map((e) => e.id)).toContain(eventIdOf(id));
    const after = await row();
    expect(after!.accessTokenSealed).not.toBe(before!.accessTokenSealed);
    expect(after!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(after!.status).toBe('connected');
  });

  it('marks a revoked grant as needing to be connected again, rings the bell once, and keeps the booking', async () => {
    const { email, connect, book, view, send } = await business();
    expect(outcomeOf(await connect())).toBe('connected');
    // The owner removes the access in their Google account: the tokens stop working at once.
    google.revokeAccess(email);
    const id = await book(`${dayAhead(14)}T12:00:00.000Z`, 'Marta');
    await app.calendarSync.syncDue();
    await app.calendarSync.syncDue();
    await app.calendarSync.refreshDue(new Date(Date.now() + 60 * 60_000));
    await app.calendarSync.syncDue();

    expect(await view()).toMatchObject({
      connected: true,
      status: 'needs_reconnecting',
      failure: googleCalendarCopy.refused.revoked,
    });
    const bell = notificationListSchema.parse(
      await (await send('GET', apiPaths.notifications)).json(),
    );
    expect(bell.notifications.map((n) => n.title)).toEqual([googleCalendarCopy.reconnectTitle]);
    expect(bell.notifications[0]).toMatchObject({ link: paths.portal.google });
    const [kept] = await server.database.db.select().from(booking).where(eq(booking.id, id));
    expect(kept!.status).toBe('confirmed');
    expect(
      await server.database.db.select().from(calendarSync).where(eq(calendarSync.bookingId, id)),
    ).toHaveLength(1);

    // Connecting again writes the booking that waited.
    expect(outcomeOf(await connect())).toBe('connected');
    expect(await view()).toMatchObject({ status: 'connected', failure: null });
    await app.calendarSync.syncDue();
    expect(google.eventsOf(email, email).map((e) => e.id)).toContain(eventIdOf(id));
  });

  it('keeps a booking while Google does not answer, tells the owner, and writes it once Google does', async () => {
    const { email, connect, book, view, send } = await business();
    expect(outcomeOf(await connect())).toBe('connected');
    google.goDown(1000);
    const id = await book(`${dayAhead(15)}T09:00:00.000Z`, 'Tomás');
    await app.calendarSync.syncDue();
    await app.calendarSync.syncDue();
    const db = server.database.db;
    const [queued] = await db.select().from(calendarSync).where(eq(calendarSync.bookingId, id));
    expect(queued).toMatchObject({ attempts: 2, told: true });
    const [stored] = await db.select().from(booking).where(eq(booking.id, id));
    expect(stored!.status).toBe('confirmed');
    expect(await view()).toMatchObject({
      status: 'connected',
      failure: googleCalendarCopy.refused.unreachable,
    });
    const bell = notificationListSchema.parse(
      await (await send('GET', apiPaths.notifications)).json(),
    );
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        title: calendarSyncCopy.failingTitle,
        message: calendarSyncCopy.failing(googleCalendarCopy.refused.unreachable),
        link: paths.portal.google,
      }),
    ]);

    google.goDown(0);
    await app.calendarSync.syncDue();
    expect(google.eventsOf(email, email).map((e) => e.id)).toContain(eventIdOf(id));
    expect(await db.select().from(calendarSync).where(eq(calendarSync.bookingId, id))).toEqual([]);
    expect(await view()).toMatchObject({ failure: null });
  });

  it('disconnects: revokes the grant at Google and forgets the tokens', async () => {
    const { connect, send, row, view } = await business();
    expect(outcomeOf(await connect())).toBe('connected');
    const refreshTokens = google.issuedTokens().filter((token) => token.startsWith('1//'));
    const live = refreshTokens.filter((token) => google.isLive(token));
    const res = await send('DELETE', apiPaths.googleCalendar);
    expect(res.status).toBe(200);
    expect(googleConnectionSchema.parse(await res.json())).toMatchObject({ connected: false });
    expect(await row()).toBeUndefined();
    expect(await view()).toMatchObject({ connected: false, configured: true });
    expect(live.filter((token) => google.isLive(token))).toHaveLength(live.length - 1);
  });
});
