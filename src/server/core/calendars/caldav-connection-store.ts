import { isNull, lt, or } from 'drizzle-orm';
import {
  type CaldavChoices,
  type CaldavConnection,
  caldavCopy,
  type CaldavCredentials,
  caldavCredentialsSchema,
} from '@shared/caldav-connection.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { bookingSettings, caldavConnection } from '@server/platform/db/schema.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import {
  busyTimes,
  type CaldavAccount,
  CalendarRefused,
  discoverCalendars,
} from './caldav-calendar.ts';
import { isBookingEvent } from './booking-event.ts';
import { busyHorizonDays } from './busy-horizon.ts';

/**
 * The account's CalDAV connection (iCloud, Nextcloud, Radicale…): connecting checks the
 * credentials by discovering the calendars, the owner's choices of calendars, and the busy
 * times of those that block time, read ahead and kept on the row for availability to use.
 */

type Row = typeof caldavConnection.$inferSelect;

const DAY_MS = 86_400_000;

async function rowOf(accountId: AccountId, db: Database) {
  const [row] = await db
    .select()
    .from(caldavConnection)
    .where(ownedBy(caldavConnection, accountId))
    .limit(1);
  return row ?? null;
}

export const caldavAccountOf = (row: Row, box: SecretBox): CaldavAccount => ({
  serverUrl: row.serverUrl,
  username: row.username,
  password: box.open(row.passwordSealed),
});

/** A refusal of the server, said to the owner in words. */
export const refusalInWords = (error: unknown) =>
  error instanceof CalendarRefused
    ? caldavCopy.refused[error.reason]
    : caldavCopy.refused.unreachable;

function toView(row: Row | null): CaldavConnection {
  if (!row) return { connected: false };
  return {
    connected: true,
    serverUrl: row.serverUrl,
    username: row.username,
    calendars: row.calendars.map((calendar) => ({
      ...calendar,
      blocksTime: row.busyCalendars.includes(calendar.url),
      receivesBookings: row.bookingCalendar === calendar.url,
    })),
    failure: row.failure,
    busyReadAt: row.busyReadAt?.toISOString() ?? null,
    connectedAt: row.connectedAt.toISOString(),
  };
}

export async function getCaldavConnection(accountId: AccountId, db: Database) {
  return toView(await rowOf(accountId, db));
}

/**
 * Connects with the credentials, or replaces the connection: the calendars are discovered
 * (which proves the credentials), the first writable one receives bookings and blocks time,
 * and the busy times are read at once. A server that refuses is said so in words (400), and
 * nothing is stored.
 */
export async function connectCaldav(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  credentials: CaldavCredentials,
  now: Date,
  outbound: OutboundFetch,
): Promise<CaldavConnection> {
  const account = caldavCredentialsSchema.parse(credentials);
  let found;
  try {
    found = await discoverCalendars(account, { fetch: outbound });
  } catch (error) {
    const reason = error instanceof CalendarRefused ? error.reason : 'unreachable';
    const words = refusalInWords(error);
    // A private address is the server address field's fault: the form shows the words under it.
    const fields = reason === 'private_address' ? { serverUrl: words } : undefined;
    throw new InvalidInput(words, `calendar_${reason}`, fields);
  }
  if (found.length === 0) throw new InvalidInput(caldavCopy.noCalendars, 'calendar_empty');
  const calendars = found.map((calendar) => ({
    url: calendar.url,
    name: calendar.name,
    color: calendar.color,
    canWrite: calendar.canWrite !== false,
  }));
  const receiving = calendars.find((calendar) => calendar.canWrite)?.url ?? null;
  const values = {
    serverUrl: account.serverUrl,
    username: account.username,
    passwordSealed: box.seal(account.password),
    calendars,
    busyCalendars: receiving ? [receiving] : [],
    bookingCalendar: receiving,
    busy: [],
    busyReadAt: null,
    failure: null,
    connectedAt: now,
  };
  await db
    .insert(caldavConnection)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: caldavConnection.accountId, set: values });
  await refreshBusyTimes(accountId, db, box, now, outbound);
  return getCaldavConnection(accountId, db);
}

export const caldavNotConnected = () =>
  new InvalidInput('Connect the calendar first.', 'calendar_not_connected');

/** Saves which calendars block time and which receives bookings, then reads their busy times. */
export async function chooseCaldavCalendars(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  choices: CaldavChoices,
  now: Date,
  outbound: OutboundFetch,
): Promise<CaldavConnection> {
  const row = await rowOf(accountId, db);
  if (!row) throw caldavNotConnected();
  const known = new Map(row.calendars.map((calendar) => [calendar.url, calendar]));
  const chosen = [
    ...choices.busyCalendars,
    ...(choices.bookingCalendar ? [choices.bookingCalendar] : []),
  ];
  if (chosen.some((url) => !known.has(url))) {
    throw new InvalidInput(caldavCopy.unknownCalendar, 'unknown_calendar');
  }
  if (choices.bookingCalendar && !known.get(choices.bookingCalendar)!.canWrite) {
    throw new InvalidInput(caldavCopy.bookingCalendarReadOnly, 'calendar_read_only');
  }
  await db
    .update(caldavConnection)
    .set({
      busyCalendars: [...new Set(choices.busyCalendars)],
      bookingCalendar: choices.bookingCalendar,
    })
    .where(ownedBy(caldavConnection, accountId));
  await refreshBusyTimes(accountId, db, box, now, outbound);
  return getCaldavConnection(accountId, db);
}

/** Forgets the connection; events already written stay in the owner's calendar. */
export async function disconnectCaldav(accountId: AccountId, db: Database) {
  await db.delete(caldavConnection).where(ownedBy(caldavConnection, accountId));
  return toView(null);
}

/**
 * Reads the busy times of the calendars that block time, from a day ago to the horizon, and
 * keeps them on the connection. The product's own booking events are left out: the bookings
 * themselves already take their time, and a booking being moved must not be in its own way.
 * A server that fails keeps the last busy times read, and the failure is recorded in words.
 */
export async function refreshBusyTimes(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  now: Date,
  outbound: OutboundFetch,
) {
  const row = await rowOf(accountId, db);
  if (!row) return;
  const [settings] = await db
    .select({ timeZone: bookingSettings.timeZone })
    .from(bookingSettings)
    .where(ownedBy(bookingSettings, accountId))
    .limit(1);
  try {
    const read = row.busyCalendars.length
      ? await busyTimes(caldavAccountOf(row, box), row.busyCalendars, {
          from: new Date(now.getTime() - DAY_MS),
          until: new Date(now.getTime() + (await busyHorizonDays(accountId, db)) * DAY_MS),
          timeZone: settings?.timeZone ?? 'UTC',
          fetch: outbound,
        })
      : [];
    const busy = read
      .filter((time) => !isBookingEvent(time.uid))
      .map((time): [number, number] => [time.startsAt.getTime(), time.endsAt.getTime()]);
    await db
      .update(caldavConnection)
      .set({ busy, busyReadAt: now, failure: null })
      .where(ownedBy(caldavConnection, accountId));
  } catch (error) {
    await db
      .update(caldavConnection)
      .set({ failure: refusalInWords(error) })
      .where(ownedBy(caldavConnection, accountId));
  }
}

/** The busy stretches of the account's CalDAV calendars that overlap `span`, as last read. */
export async function caldavBusyTimes(
  accountId: AccountId,
  db: Database,
  span: { from: number; until: number },
): Promise<{ from: number; until: number }[]> {
  const [row] = await db
    .select({ busy: caldavConnection.busy })
    .from(caldavConnection)
    .where(ownedBy(caldavConnection, accountId))
    .limit(1);
  return (row?.busy ?? [])
    .filter(([from, until]) => from < span.until && until > span.from)
    .map(([from, until]) => ({ from, until }));
}

/** The accounts whose busy times were read before `before`, or never: due for another read. */
export async function connectionsDue(db: Database, before: Date) {
  const rows = await db
    .select({ accountId: caldavConnection.accountId })
    .from(caldavConnection)
    .where(or(isNull(caldavConnection.busyReadAt), lt(caldavConnection.busyReadAt, before)));
  return rows.map((row) => row.accountId as AccountId);
}
