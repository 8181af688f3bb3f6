import { and, eq, sql } from 'drizzle-orm';
import { paths } from '@shared/paths.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { booking, caldavConnection, calendarSync } from '@server/platform/db/schema.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';
import { bookingEventOf } from './booking-event.ts';
import { deleteEvent, putEvent, updateEvent } from './caldav-calendar.ts';
import {
  caldavAccountOf,
  connectionsDue,
  refreshBusyTimes,
  refusalInWords,
} from './caldav-connection-store.ts';

/**
 * Keeps the business's calendar in step with its bookings. A booking that is confirmed, moved or
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

type Claimed = {
  bookingId: string;
  accountId: AccountId;
  attempts: number;
  version: number;
  told: boolean;
};

export type CalendarSync = {
  /** One round: writes what is due to the calendars. Answers how many bookings it took. */
  syncDue: () => Promise<number>;
  /** Reads again the busy times of the connections read longer ago than the refresh period. */
  refreshDue: (now: Date) => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

export function createCalendarSync(deps: {
  db: Database;
  secrets: SecretBox;
  logger: Logger;
  timings?: Partial<CalendarSyncTimings>;
}): CalendarSync {
  const { db, secrets, logger } = deps;
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
        ${calendarSync.told} as told`,
    );
    return rows.map((row) => ({
      bookingId: String(row.booking_id),
      accountId: String(row.account_id) as AccountId,
      attempts: Number(row.attempts),
      version: Number(row.version),
      told: row.told === true || row.told === 't',
    }));
  }

  /** Makes the calendar hold the booking as it is now: its event where bookings go, none elsewhere. */
  async function syncOne(item: Claimed) {
    const [row] = await db.select().from(booking).where(eq(booking.id, item.bookingId)).limit(1);
    const [connection] = await db
      .select()
      .from(caldavConnection)
      .where(eq(caldavConnection.accountId, item.accountId))
      .limit(1);
    if (!row || !connection) return;
    const account = caldavAccountOf(connection, secrets);
    const events = { ...row.externalEvents };
    const wanted = row.status === 'confirmed' ? connection.bookingCalendar : null;
    for (const [calendarUrl, uid] of Object.entries(events)) {
      if (calendarUrl === wanted) continue;
      await deleteEvent(account, calendarUrl, uid);
      delete events[calendarUrl];
    }
    if (wanted) {
      const event = bookingEventOf(row);
      if (events[wanted]) await updateEvent(account, wanted, event);
      else if ((await putEvent(account, wanted, event)) === 'already_there') {
        // Written before the answer was lost: what it holds now is the booking's.
        await updateEvent(account, wanted, event);
      }
      events[wanted] = event.uid;
    }
    await db.update(booking).set({ externalEvents: events }).where(eq(booking.id, row.id));
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
  }

  async function failed(item: Claimed, error: unknown) {
    const attempts = item.attempts + 1;
    const reason = refusalInWords(error);
    const waitMs = Math.min(timings.firstRetryMs * 2 ** (attempts - 1), timings.maxRetryMs);
    const tell = attempts >= timings.attemptsBeforeTelling && !item.told;
    await db
      .update(calendarSync)
      .set({
        attempts,
        dueAt: new Date(Date.now() + waitMs),
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        told: item.told || tell,
      })
      .where(eq(calendarSync.bookingId, item.bookingId));
    await db
      .update(caldavConnection)
      .set({ failure: reason })
      .where(eq(caldavConnection.accountId, item.accountId));
    if (tell) {
      await createNotification(item.accountId, db, {
        type: 'warning',
        title: calendarSyncCopy.failingTitle,
        message: calendarSyncCopy.failing(reason),
        link: paths.portal.apple,
      });
    }
  }

  async function syncDue() {
    const claimed = await claim();
    await Promise.all(
      claimed.map(async (item) => {
        try {
          await syncOne(item);
          await done(item);
        } catch (error) {
          logger.error(`Writing booking ${item.bookingId} to its calendar failed`, error);
          await failed(item, error);
        }
      }),
    );
    return claimed.length;
  }

  async function refreshDue(now: Date) {
    const due = await connectionsDue(db, new Date(now.getTime() - timings.busyRefreshMs));
    for (const accountId of due) await refreshBusyTimes(accountId, db, secrets, now);
  }

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();

  function schedule(waitMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      round = (async () => {
        const count = await syncDue();
        await refreshDue(new Date());
        return count;
      })().then(
        (count) => schedule(count >= BATCH ? 0 : timings.pollMs),
        (error: unknown) => {
          logger.error('Keeping calendars in step failed', error);
          schedule(timings.pollMs);
        },
      );
    }, waitMs);
    timer.unref();
  }

  return {
    syncDue,
    refreshDue,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}
