import { and, eq, sql } from 'drizzle-orm';
import { paths } from '@shared/paths.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import {
  booking,
  caldavConnection,
  calendarSync,
  googleCalendarConnection,
} from '@server/platform/db/schema.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';
import { bookingEventOf, googleEventIdOf } from './booking-event.ts';
import { deleteEvent, putEvent, updateEvent } from './caldav-calendar.ts';
import * as google from './google-calendar.ts';
import {
  caldavAccountOf,
  connectionsDue,
  refreshBusyTimes,
  refusalInWords,
} from './caldav-connection-store.ts';
import {
  calendarOfGoogleKey,
  googleConnectionsDue,
  googleEventKey,
  googleRefusalInWords,
  type GoogleSetup,
  isGoogleEventKey,
  readGoogleBusyTimesSoon,
  refreshGoogleBusyTimes,
  withGoogle,
} from './google-connection-store.ts';
import { pollingLoop } from '@server/platform/background/polling-loop.ts';

/**
 * Keeps the business's calendars (Apple's CalDAV, Google's) in step with its bookings. A booking that is confirmed, moved or
 * cancelled is queued in the same transaction as the change (`queueCalendarSync`); every server
 * process runs a worker that makes the calendar match the booking as it is then (its event
 * written, moved or deleted), tries again with growing waits while the calendar does not answer,
 * and tells the owner once when it keeps failing. The worker also reads the calendars' busy
 * times again on a schedule.
 */

export type CalendarSyncTimings = {
  /** How long the worker rests when nothing is due. */
  pollMs: number;
  /** The wait after the first failure; doubled after each next one, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Failures of one booking before the owner is told. */
  attemptsBeforeTelling: number;
  /** How long a claimed row is left to the process that claimed it. */
  claimMs: number;
  /** How often the calendars' busy times are read again. */
  busyRefreshMs: number;
};

export const defaultCalendarSyncTimings: CalendarSyncTimings = {
  pollMs: 2_000,
  firstRetryMs: 60_000,
  maxRetryMs: 30 * 60_000,
  attemptsBeforeTelling: 5,
  claimMs: 120_000,
  busyRefreshMs: 5 * 60_000,
};

const BATCH = 10;

/** A jsonb column as the raw query hands it: parsed by one driver, text by another. */
const erasedEventsOf = (value: unknown) =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>);

export const calendarSyncCopy = {
  failingTitle: 'Your calendar is not answering',
  failing: (reason: string) =>
    `A booking could not be written to your calendar: ${reason} It stays booked here, and is written once the calendar answers.`,
} as const;

/** Queues the booking for its calendar event; call it in the transaction that changed it. */
export async function queueCalendarSync(db: Database, accountId: AccountId, bookingId: string) {
  await db
    .insert(calendarSync)
    .values({ bookingId, accountId })
    .onConflictDoUpdate({
      target: calendarSync.bookingId,
      set: {
        dueAt: sql`now()`,
        version: sql`${calendarSync.version} + 1`,
        attempts: 0,
        told: false,
      },
    });
}

/**
 * Queues the calendar events of bookings about to be erased with their customer, to be deleted:
 * call it in the transaction that erases them, before they go.
 */
export async function queueErasedEvents(
  db: Database,
  accountId: AccountId,
  erased: readonly { id: string; externalEvents: Record<string, string> }[],
) {
  const written = erased.filter((row) => Object.keys(row.externalEvents).length > 0);
  if (written.length === 0) return;
  await db
    .insert(calendarSync)
    .values(
      written.map((row) => ({ bookingId: row.id, accountId, erasedEvents: row.externalEvents })),
    )
    .onConflictDoUpdate({
      target: calendarSync.bookingId,
      set: {
        erasedEvents: sql`excluded.erased_events`,
        dueAt: sql`now()`,
        version: sql`${calendarSync.version} + 1`,
        attempts: 0,
        told: false,
      },
    });
}

type Claimed = {
  bookingId: string;
  accountId: AccountId;
  attempts: number;
  version: number;
  told: boolean;
  /** Set when the booking was erased: these events are to go. */
  erasedEvents: Record<string, string> | null;
};

export type CalendarSync = {
  /** One round: writes what is due to the calendars. Answers how many bookings it took. */
  syncDue: () => Promise<number>;
  /** Reads again the busy times of the connections read longer ago than the refresh period. */
  refreshDue: (now: Date) => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

/** A calendar that failed to take a booking's change, and why. */
type Failure = { calendar: 'caldav' | 'google'; error: unknown };

export function createCalendarSync(deps: {
  db: Database;
  secrets: SecretBox;
  logger: Logger;
  /** Google's OAuth client and addresses, when the operator set them up. */
  google: GoogleSetup;
  /** How CalDAV requests reach the servers owners entered (private ones refused unless allowed). */
  outbound: OutboundFetch;
  timings?: Partial<CalendarSyncTimings>;
}): CalendarSync {
  const { db, secrets, logger, google: googleSetup, outbound } = deps;
  const reach = { fetch: outbound };
  const timings = { ...defaultCalendarSyncTimings, ...deps.timings };

  async function claim(): Promise<Claimed[]> {
    const rows = await rawRows<Record<string, unknown>>(
      db,
      sql`
      with due as (
        select s.booking_id from ${calendarSync} s
        where s.due_at <= now()
        order by s.due_at
        limit ${BATCH}
        for update skip locked
      )
      update ${calendarSync} set
        due_at = now() + make_interval(secs => ${timings.claimMs / 1000})
      from due where ${calendarSync.bookingId} = due.booking_id
      returning ${calendarSync.bookingId} as booking_id, ${calendarSync.accountId} as account_id,
        ${calendarSync.attempts} as attempts, ${calendarSync.version} as version,
        ${calendarSync.told} as told, ${calendarSync.erasedEvents} as erased_events`,
    );
    return rows.map((row) => ({
      bookingId: String(row.booking_id),
      accountId: String(row.account_id) as AccountId,
      attempts: Number(row.attempts),
      version: Number(row.version),
      told: row.told === true || row.told === 't',
      erasedEvents: erasedEventsOf(row.erased_events),
    }));
  }

  type BookingRow = typeof booking.$inferSelect;

  /**
   * Makes the CalDAV calendar hold the booking as it is now: its event where bookings go, none
   * elsewhere. `events` (the booking's events by calendar) is brought up to date as it goes.
   */
  async function syncCaldav(item: Claimed, row: BookingRow | null, events: Record<string, string>) {
    const [connection] = await db
      .select()
      .from(caldavConnection)
      .where(eq(caldavConnection.accountId, item.accountId))
      .limit(1);
    if (!connection) return;
    const account = caldavAccountOf(connection, secrets);
    const wanted = row?.status === 'confirmed' ? connection.bookingCalendar : null;
    for (const [calendarUrl, uid] of Object.entries(events)) {
      if (isGoogleEventKey(calendarUrl) || calendarUrl === wanted) continue;
      await deleteEvent(account, calendarUrl, uid, reach);
      delete events[calendarUrl];
    }
    if (row && wanted) {
      const event = bookingEventOf(row);
      if (events[wanted]) await updateEvent(account, wanted, event, reach);
      else if ((await putEvent(account, wanted, event, reach)) === 'already_there') {
        // Written before the answer was lost: what it holds now is the booking's.
        await updateEvent(account, wanted, event, reach);
      }
      events[wanted] = event.uid;
    }
  }

  /**
   * The same in Google Calendar: the event, under an id made from the booking's, inserted (or
   * found again when an earlier try wrote it), patched when the booking moved, deleted when it
   * was cancelled or bookings go to another calendar. A connection Google refuses is not called
   * until the owner connects again; the booking waits in the queue meanwhile.
   */
  async function syncGoogle(item: Claimed, row: BookingRow | null, events: Record<string, string>) {
    const [connection] = await db
      .select()
      .from(googleCalendarConnection)
      .where(eq(googleCalendarConnection.accountId, item.accountId))
      .limit(1);
    const settings = googleSetup.settings;
    if (!connection || !settings) return;
    const wanted =
      row?.status === 'confirmed' && connection.bookingCalendar
        ? googleEventKey(connection.bookingCalendar)
        : null;
    const stale = Object.keys(events).filter((key) => isGoogleEventKey(key) && key !== wanted);
    if (!wanted && stale.length === 0) return;
    if (connection.status === 'needs_reconnecting') {
      throw new google.GoogleRefused('revoked', 'The Google connection needs reconnecting');
    }
    await withGoogle(connection, db, secrets, settings, async (session) => {
      for (const key of stale) {
        await google.deleteEvent(session, calendarOfGoogleKey(key), events[key]!);
        delete events[key];
      }
      if (row && wanted) {
        const event = bookingEventOf(row);
        const calendarId = calendarOfGoogleKey(wanted);
        const eventId = events[wanted] ?? googleEventIdOf(row.id);
        if (events[wanted]) await google.updateEvent(session, calendarId, eventId, event);
        else await google.putEvent(session, calendarId, eventId, event);
        events[wanted] = eventId;
      }
    });
    // Busy times are read again soon, with the booking's event where it is now.
    await readGoogleBusyTimesSoon(item.accountId, db);
  }

  /**
   * Makes every connected calendar hold the booking as it is now. Each calendar is tried even
   * when another fails; what was written is kept, and the failures are answered.
   */
  async function syncOne(item: Claimed): Promise<Failure[]> {
    const [found] = await db.select().from(booking).where(eq(booking.id, item.bookingId)).limit(1);
    // Erased with its customer: only its events are left, to delete.
    const row = found ?? null;
    const written = row?.externalEvents ?? item.erasedEvents;
    if (!written) return [];
    const events = { ...written };
    const failures: Failure[] = [];
    for (const [calendar, sync] of [
      ['caldav', syncCaldav],
      ['google', syncGoogle],
    ] as const) {
      try {
        await sync(item, row, events);
      } catch (error) {
        failures.push({ calendar, error });
      }
    }
    if (row) {
      await db.update(booking).set({ externalEvents: events }).where(eq(booking.id, row.id));
    } else if (failures.length > 0) {
      // What was deleted is not deleted again on the next try.
      await db
        .update(calendarSync)
        .set({ erasedEvents: events })
        .where(eq(calendarSync.bookingId, item.bookingId));
    }
    return failures;
  }

  async function done(item: Claimed) {
    // A change made while this ran queued the booking again: that one is still to do.
    await db
      .delete(calendarSync)
      .where(
        and(eq(calendarSync.bookingId, item.bookingId), eq(calendarSync.version, item.version)),
      );
    await db
      .update(caldavConnection)
      .set({ failure: null })
      .where(eq(caldavConnection.accountId, item.accountId));
    await db
      .update(googleCalendarConnection)
      .set({ failure: null })
      .where(
        and(
          eq(googleCalendarConnection.accountId, item.accountId),
          eq(googleCalendarConnection.status, 'connected'),
        ),
      );
  }

  const inWords = (failure: Failure) =>
    failure.calendar === 'google'
      ? googleRefusalInWords(failure.error)
      : refusalInWords(failure.error);

  async function failed(item: Claimed, failures: Failure[]) {
    const attempts = item.attempts + 1;
    const waitMs = Math.min(timings.firstRetryMs * 2 ** (attempts - 1), timings.maxRetryMs);
    // A grant Google refused was told already, with what to do; the rest is told here once.
    const told = failures.filter(
      (f) => !(f.calendar === 'google' && google.refusalOf(f.error).reason === 'revoked'),
    );
    const tell = attempts >= timings.attemptsBeforeTelling && !item.told && told.length > 0;
    const first = failures[0]!;
    await db
      .update(calendarSync)
      .set({
        attempts,
        dueAt: new Date(Date.now() + waitMs),
        lastError:
          first.error instanceof Error
            ? first.error.message.slice(0, 500)
            : String(first.error).slice(0, 500),
        told: item.told || tell,
      })
      .where(eq(calendarSync.bookingId, item.bookingId));
    for (const failure of failures) {
      const table = failure.calendar === 'google' ? googleCalendarConnection : caldavConnection;
      await db
        .update(table)
        .set({ failure: inWords(failure) })
        .where(eq(table.accountId, item.accountId));
    }
    if (tell) {
      await createNotification(item.accountId, db, {
        type: 'warning',
        title: calendarSyncCopy.failingTitle,
        message: calendarSyncCopy.failing(inWords(told[0]!)),
        link: told[0]!.calendar === 'google' ? paths.portal.google : paths.portal.apple,
      });
    }
  }

  async function syncDue() {
    const claimed = await claim();
    await Promise.all(
      claimed.map(async (item) => {
        const failures = await syncOne(item).catch((error: unknown) => [
          { calendar: 'caldav', error } as Failure,
        ]);
        if (failures.length === 0) return done(item);
        for (const { error } of failures) {
          logger.error(`Writing booking ${item.bookingId} to its calendar failed`, error);
        }
        await failed(item, failures);
      }),
    );
    return claimed.length;
  }

  async function refreshDue(now: Date) {
    const before = new Date(now.getTime() - timings.busyRefreshMs);
    for (const accountId of await connectionsDue(db, before)) {
      await refreshBusyTimes(accountId, db, secrets, now, outbound);
    }
    if (!googleSetup.settings) return;
    for (const accountId of await googleConnectionsDue(db, before)) {
      await refreshGoogleBusyTimes(accountId, db, secrets, googleSetup, now);
    }
  }

  const loop = pollingLoop(
    async () => {
      const count = await syncDue();
      await refreshDue(new Date());
      return count;
    },
    {
      pollMs: timings.pollMs,
      batch: BATCH,
      onError: (error) => logger.error('Keeping calendars in step failed', error),
    },
  );

  return {
    syncDue,
    refreshDue,
    ...loop,
  };
}
