import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type GoogleChoices,
  googleCalendarCopy,
  type GoogleConnection,
  type GoogleOutcome,
} from '@shared/google-calendar.ts';
import { paths } from '@shared/paths.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  booking,
  calendarSync,
  googleCalendarConnection,
  googleOauthState,
} from '@server/platform/db/schema.ts';
import { Conflict, InvalidInput } from '@server/platform/errors/domain-errors.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';
import { busyHorizonDays } from './busy-horizon.ts';
import {
  authorizationUrl,
  busyTimes,
  exchangeCode,
  type GoogleSession,
  type GoogleSettings,
  type GoogleTokens,
  listCalendars,
  openGoogle,
  refusalOf,
  revokeGrant,
} from './google-calendar.ts';

/**
 * The account's Google Calendar connection: the OAuth request's state (bound to the account,
 * used once, ten minutes), the grant's tokens sealed, the Google account's calendars and the
 * owner's choices, and the busy times of those that block time, read ahead and kept on the row.
 * A grant Google refuses marks the connection as needing to be connected again, and tells the
 * owner once.
 */

/** What the server knows of Google: where Google sends owners back, and the operator's client if set up. */
export type GoogleSetup = { redirectUri: string; settings: GoogleSettings | undefined };

type Row = typeof googleCalendarConnection.$inferSelect;

const DAY_MS = 86_400_000;
const STATE_TTL_MS = 10 * 60_000;

/** The key under which a booking keeps its event id in a Google calendar (`booking.externalEvents`). */
export const googleEventKey = (calendarId: string) => `google:${calendarId}`;
export const isGoogleEventKey = (key: string) => key.startsWith('google:');
export const calendarOfGoogleKey = (key: string) => key.slice('google:'.length);

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

async function rowOf(accountId: AccountId, db: Database) {
  const [row] = await db
    .select()
    .from(googleCalendarConnection)
    .where(ownedBy(googleCalendarConnection, accountId))
    .limit(1);
  return row ?? null;
}

/** A refusal of Google, said to the owner in words. */
export const googleRefusalInWords = (error: unknown) =>
  googleCalendarCopy.refused[refusalOf(error).reason];

function toView(setup: GoogleSetup, row: Row | null): GoogleConnection {
  const server = { configured: setup.settings !== undefined, redirectUri: setup.redirectUri };
  if (!row) return { connected: false, ...server };
  return {
    connected: true,
    ...server,
    email: row.email,
    calendars: row.calendars.map((calendar) => ({
      ...calendar,
      blocksTime: row.busyCalendars.includes(calendar.id),
      receivesBookings: row.bookingCalendar === calendar.id,
    })),
    status: row.status,
    failure: row.failure,
    busyReadAt: row.busyReadAt?.toISOString() ?? null,
    connectedAt: row.connectedAt.toISOString(),
  };
}

export async function getGoogleConnection(accountId: AccountId, db: Database, setup: GoogleSetup) {
  return toView(setup, await rowOf(accountId, db));
}

const notConfigured = () => new Conflict('google_not_configured', googleCalendarCopy.notConfigured);

/**
 * Starts connecting: a random state, kept only as its hash for ten minutes and bound to this
 * account, and Google's consent page to send the owner to with it.
 */
export async function startGoogleAuthorization(
  accountId: AccountId,
  db: Database,
  setup: GoogleSetup,
  now: Date,
) {
  if (!setup.settings) throw notConfigured();
  const state = randomBytes(32).toString('base64url');
  await db.delete(googleOauthState).where(lt(googleOauthState.expiresAt, now));
  await db.insert(googleOauthState).values({
    stateHash: hashOf(state),
    accountId,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url: authorizationUrl(setup.settings, state) };
}

/** Takes the state once, only for the account it was made for and before it expires. */
async function takeState(accountId: AccountId, db: Database, state: string, now: Date) {
  const taken = await db
    .delete(googleOauthState)
    .where(
      and(eq(googleOauthState.stateHash, hashOf(state)), eq(googleOauthState.accountId, accountId)),
    )
    .returning({ expiresAt: googleOauthState.expiresAt });
  return taken.some((row) => row.expiresAt > now);
}

/**
 * Google's answer to the consent page, for the signed-in account: the state must be one this
 * account made, unused and unexpired (anything else stores nothing). The code is traded for the
 * grant's tokens, the calendars are listed, the tokens kept sealed, and the busy times read.
 * Connecting the same Google account again keeps the owner's choices; another starts with the
 * primary calendar blocking time and receiving bookings.
 */
export async function finishGoogleAuthorization(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  setup: GoogleSetup,
  answer: { code?: string; state?: string; error?: string },
  now: Date,
): Promise<GoogleOutcome> {
  if (!setup.settings) return 'not_configured';
  if (!answer.state || !(await takeState(accountId, db, answer.state, now))) return 'expired';
  if (answer.error) return answer.error === 'access_denied' ? 'denied' : 'refused';
  if (!answer.code) return 'refused';
  let tokens: GoogleTokens;
  let calendars;
  try {
    tokens = await exchangeCode(setup.settings, answer.code);
    const session = await openGoogle(setup.settings, tokens);
    calendars = await listCalendars(session);
    tokens = session.tokens();
  } catch (error) {
    return refusalOf(error).reason === 'unreachable' ? 'unreachable' : 'refused';
  }
  const primary = calendars.find((calendar) => calendar.primary) ?? calendars[0];
  if (!primary) return 'refused';
  const before = await rowOf(accountId, db);
  const known = new Set(calendars.map((calendar) => calendar.id));
  const writable = new Set(calendars.filter((c) => c.canWrite).map((c) => c.id));
  const sameAccount = before?.email === primary.id;
  const receiving =
    sameAccount && (before.bookingCalendar === null || writable.has(before.bookingCalendar))
      ? before.bookingCalendar
      : primary.canWrite
        ? primary.id
        : null;
  const values = {
    email: primary.id,
    ...sealed(box, tokens),
    calendars,
    busyCalendars: sameAccount ? before.busyCalendars.filter((id) => known.has(id)) : [primary.id],
    bookingCalendar: receiving,
    busy: [],
    busyReadAt: null,
    status: 'connected' as const,
    failure: null,
    connectedAt: now,
  };
  await db
    .insert(googleCalendarConnection)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: googleCalendarConnection.accountId, set: values });
  // Bookings that waited while the connection was refused are written now, not after their wait.
  await db
    .update(calendarSync)
    .set({ dueAt: now })
    .where(and(eq(calendarSync.accountId, accountId), gt(calendarSync.dueAt, now)));
  await refreshGoogleBusyTimes(accountId, db, box, setup, now);
  return 'connected';
}

const sealed = (box: SecretBox, tokens: GoogleTokens) => ({
  refreshTokenSealed: box.seal(tokens.refreshToken),
  accessTokenSealed: tokens.accessToken ? box.seal(tokens.accessToken) : null,
  accessTokenExpiresAt: tokens.accessTokenExpiresAt,
});

const tokensOf = (row: Row, box: SecretBox): GoogleTokens => ({
  refreshToken: box.open(row.refreshTokenSealed),
  accessToken: row.accessTokenSealed ? box.open(row.accessTokenSealed) : null,
  accessTokenExpiresAt: row.accessTokenExpiresAt,
});

/**
 * Google refused the grant: the connection needs the owner to connect again. The owner is told
 * once, when it stops working, not at every try after.
 */
async function markNeedsReconnecting(accountId: AccountId, db: Database) {
  const changed = await db
    .update(googleCalendarConnection)
    .set({ status: 'needs_reconnecting', failure: googleCalendarCopy.refused.revoked })
    .where(
      ownedBy(
        googleCalendarConnection,
        accountId,
        eq(googleCalendarConnection.status, 'connected'),
      ),
    )
    .returning({ accountId: googleCalendarConnection.accountId });
  if (changed.length === 0) return;
  await createNotification(accountId, db, {
    type: 'warning',
    title: googleCalendarCopy.reconnectTitle,
    message: googleCalendarCopy.reconnectMessage,
    link: paths.portal.google,
  });
}

/**
 * Runs `work` with the Calendar API on the connection's grant: the access token refreshed first
 * when it is due (and kept, sealed, when it changed). A grant Google refuses marks the
 * connection as needing to be connected again before the refusal goes on to the caller.
 */
export async function withGoogle<T>(
  row: Row,
  db: Database,
  box: SecretBox,
  settings: GoogleSettings,
  work: (session: GoogleSession) => Promise<T>,
): Promise<T> {
  const accountId = row.accountId as AccountId;
  const tokens = tokensOf(row, box);
  try {
    const session = await openGoogle(settings, tokens);
    try {
      return await work(session);
    } finally {
      const now = session.tokens();
      if (now.accessToken && now.accessToken !== tokens.accessToken) {
        await db
          .update(googleCalendarConnection)
          .set(sealed(box, now))
          .where(ownedBy(googleCalendarConnection, accountId));
      }
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.reason === 'revoked') await markNeedsReconnecting(accountId, db);
    throw refusal;
  }
}

export const googleNotConnected = () =>
  new InvalidInput(googleCalendarCopy.notConnected, 'calendar_not_connected');

/** Saves which calendars block time and which receives bookings, then reads their busy times. */
export async function chooseGoogleCalendars(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  setup: GoogleSetup,
  choices: GoogleChoices,
  now: Date,
): Promise<GoogleConnection> {
  const row = await rowOf(accountId, db);
  if (!row) throw googleNotConnected();
  const known = new Map(row.calendars.map((calendar) => [calendar.id, calendar]));
  const chosen = [
    ...choices.busyCalendars,
    ...(choices.bookingCalendar ? [choices.bookingCalendar] : []),
  ];
  if (chosen.some((id) => !known.has(id))) {
    throw new InvalidInput(googleCalendarCopy.unknownCalendar, 'unknown_calendar');
  }
  if (choices.bookingCalendar && !known.get(choices.bookingCalendar)!.canWrite) {
    throw new InvalidInput(googleCalendarCopy.bookingCalendarReadOnly, 'calendar_read_only');
  }
  await db
    .update(googleCalendarConnection)
    .set({
      busyCalendars: [...new Set(choices.busyCalendars)],
      bookingCalendar: choices.bookingCalendar,
    })
    .where(ownedBy(googleCalendarConnection, accountId));
  await refreshGoogleBusyTimes(accountId, db, box, setup, now);
  return getGoogleConnection(accountId, db, setup);
}

/**
 * Ends the grant at Google, then forgets the connection. Google not answering does not keep the
 * connection: the tokens are forgotten either way, and the owner can also remove the access in
 * their Google account. Events already written stay in the owner's calendar.
 */
export async function disconnectGoogle(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  setup: GoogleSetup,
) {
  const row = await rowOf(accountId, db);
  if (row && setup.settings) {
    await revokeGrant(setup.settings, box.open(row.refreshTokenSealed)).catch(() => undefined);
  }
  await db.delete(googleCalendarConnection).where(ownedBy(googleCalendarConnection, accountId));
  return toView(setup, null);
}

/** `stretches` without the parts `holes` cover. */
function without(stretches: [number, number][], holes: [number, number][]) {
  let left = stretches;
  for (const [holeFrom, holeUntil] of holes) {
    left = left.flatMap(([from, until]): [number, number][] => {
      if (holeUntil <= from || holeFrom >= until) return [[from, until]];
      return [
        ...(from < holeFrom ? [[from, holeFrom] as [number, number]] : []),
        ...(holeUntil < until ? [[holeUntil, until] as [number, number]] : []),
      ];
    });
  }
  return left;
}

/**
 * Reads the busy times of the calendars that block time (freeBusy), from a day ago to the
 * horizon, and keeps them on the connection. freeBusy cannot leave out the product's own
 * events, so the times of the account's confirmed bookings whose event is in the calendar that
 * receives bookings are taken out of that calendar's busy times: the bookings already take their
 * time, and a booking being moved must not be in its own way. Google failing keeps the last busy
 * times read, and the failure is recorded in words.
 */
export async function refreshGoogleBusyTimes(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  setup: GoogleSetup,
  now: Date,
) {
  const row = await rowOf(accountId, db);
  if (!row || row.status !== 'connected' || !setup.settings) return;
  const span = {
    from: new Date(now.getTime() - DAY_MS),
    until: new Date(now.getTime() + (await busyHorizonDays(accountId, db)) * DAY_MS),
  };
  try {
    const read = row.busyCalendars.length
      ? await withGoogle(row, db, box, setup.settings, (session) =>
          busyTimes(session, row.busyCalendars, span),
        )
      : new Map<string, [number, number][]>();
    const own = row.bookingCalendar
      ? (
          await db
            .select({ from: booking.startsAt, until: booking.endsAt })
            .from(booking)
            .where(
              ownedBy(
                booking,
                accountId,
                eq(booking.status, 'confirmed'),
                lt(booking.startsAt, span.until),
                gt(booking.endsAt, span.from),
                sql`${booking.externalEvents} ->> ${googleEventKey(row.bookingCalendar)} is not null`,
              ),
            )
        ).map((b): [number, number] => [b.from.getTime(), b.until.getTime()])
      : [];
    const busy = [...read].flatMap(([calendarId, stretches]) =>
      calendarId === row.bookingCalendar ? without(stretches, own) : stretches,
    );
    await db
      .update(googleCalendarConnection)
      .set({ busy, busyReadAt: now, failure: null })
      .where(
        ownedBy(
          googleCalendarConnection,
          accountId,
          eq(googleCalendarConnection.status, 'connected'),
        ),
      );
  } catch (error) {
    if (refusalOf(error).reason === 'revoked') return;
    await db
      .update(googleCalendarConnection)
      .set({ failure: googleRefusalInWords(error) })
      .where(ownedBy(googleCalendarConnection, accountId));
  }
}

/** The busy stretches of the account's Google calendars that overlap `span`, as last read. */
export async function googleBusyTimes(
  accountId: AccountId,
  db: Database,
  span: { from: number; until: number },
): Promise<{ from: number; until: number }[]> {
  const [row] = await db
    .select({ busy: googleCalendarConnection.busy })
    .from(googleCalendarConnection)
    .where(ownedBy(googleCalendarConnection, accountId))
    .limit(1);
  return (row?.busy ?? [])
    .filter(([from, until]) => from < span.until && until > span.from)
    .map(([from, until]) => ({ from, until }));
}

/** The connected accounts whose busy times were read before `before`, or never. */
export async function googleConnectionsDue(db: Database, before: Date) {
  const rows = await db
    .select({ accountId: googleCalendarConnection.accountId })
    .from(googleCalendarConnection)
    .where(
      and(
        eq(googleCalendarConnection.status, 'connected'),
        or(
          isNull(googleCalendarConnection.busyReadAt),
          lt(googleCalendarConnection.busyReadAt, before),
        ),
      ),
    );
  return rows.map((row) => row.accountId as AccountId);
}

/** Asks for the busy times to be read again at the next round (after a booking's event moved). */
export async function readGoogleBusyTimesSoon(accountId: AccountId, db: Database) {
  await db
    .update(googleCalendarConnection)
    .set({ busyReadAt: null })
    .where(ownedBy(googleCalendarConnection, accountId));
}
