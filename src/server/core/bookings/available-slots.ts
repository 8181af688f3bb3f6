import { Temporal } from 'temporal-polyfill';
import type { OpenStretch, Weekday } from '@shared/bookings.ts';

/**
 * The times a service can be booked: the opening hours (or a day's exception) in the
 * business's time zone, less what is already taken (bookings with their buffers, busy times of
 * connected calendars), the minimum notice and how far ahead it may be booked. Pure: the
 * caller reads the rules and the taken times, this says what is free.
 *
 * Slots start at each opening and then every service's length, in real minutes: on the night a
 * clock jumps, a stretch across the jump is an hour shorter or longer, as the business lives it.
 * The appointment itself lies inside the opening hours; its buffers only keep other bookings away.
 */

/** A stretch of real time, in milliseconds since the epoch, from inclusive to until exclusive. */
export type TimeStretch = { from: number; until: number };

export type ServiceRules = {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  daysAhead: number;
};

/** One resource as availability reads it. */
export type ResourceTimes = {
  resourceId: string;
  /** Its open stretches by ISO weekday (1 Monday to 7 Sunday); a weekday without any is closed. */
  hours: ReadonlyMap<Weekday, readonly OpenStretch[]>;
  /** Days (YYYY-MM-DD) unlike their weekday, with their stretches; none is closed all day. */
  exceptions: ReadonlyMap<string, readonly OpenStretch[]>;
  /** What is already taken, in any order. */
  taken: readonly TimeStretch[];
};

/** A time a customer can book, and the resources free to give it. */
export type FreeSlot = { startsAt: Date; endsAt: Date; resourceIds: string[] };

export type SlotWindow = {
  timeZone: string;
  now: Date;
  /** Only slots that start within this stretch, when given (inside the service's own limits). */
  within?: TimeStretch;
  /** At most this many slots, earliest first. */
  limit?: number;
};

export const MINUTE = 60_000;

/** The real instant a wall-clock minute of a day is in `timeZone` (a time skipped by a jump moves past it). */
function instantOf(day: Temporal.PlainDate, minute: number, timeZone: string) {
  const start = day.toZonedDateTime({ timeZone });
  // Minutes past midnight, counted on the wall clock: 24:00 is the next day's midnight.
  const wall = start.toPlainDateTime().add({ minutes: minute });
  return wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

function stretchesOn(resource: ResourceTimes, day: Temporal.PlainDate) {
  return (
    resource.exceptions.get(day.toString()) ?? resource.hours.get(day.dayOfWeek as Weekday) ?? []
  );
}

/** The taken stretches as one sorted list of stretches that neither overlap nor touch. */
function merged(taken: readonly TimeStretch[]): TimeStretch[] {
  const out: TimeStretch[] = [];
  for (const stretch of [...taken].sort((a, b) => a.from - b.from)) {
    const last = out.at(-1);
    if (last && stretch.from <= last.until) last.until = Math.max(last.until, stretch.until);
    else out.push({ ...stretch });
  }
  return out;
}

/** Whether [from, until) overlaps a stretch of `taken` (as `merged` gives it). */
function overlapsTaken(taken: readonly TimeStretch[], from: number, until: number) {
  // The last stretch that starts before `until`: of those, it ends last.
  let low = 0;
  let high = taken.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (taken[middle]!.from < until) low = middle + 1;
    else high = middle;
  }
  return low > 0 && taken[low - 1]!.until > from;
}

/** The free slots of a service across its resources, earliest first. */
export function availableSlots(
  service: ServiceRules,
  resources: readonly ResourceTimes[],
  window: SlotWindow,
): FreeSlot[] {
  const { timeZone, now } = window;
  const length = service.durationMinutes * MINUTE;
  const earliest = Math.max(
    now.getTime() + service.minimumNoticeMinutes * MINUTE,
    window.within?.from ?? -Infinity,
  );
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const lastDay = today.add({ days: service.daysAhead });
  const latest = Math.min(instantOf(lastDay, 24 * 60, timeZone), window.within?.until ?? Infinity);
  const sorted = resources.map((resource) => ({ ...resource, taken: merged(resource.taken) }));
  const slots = new Map<number, string[]>();
  const limit = window.limit ?? Infinity;
  for (let day = today; Temporal.PlainDate.compare(day, lastDay) <= 0; day = day.add({ days: 1 })) {
    if (instantOf(day, 0, timeZone) >= latest) break;
    for (const resource of sorted) {
      for (const stretch of stretchesOn(resource, day)) {
        const closes = instantOf(day, stretch.closesMinute, timeZone);
        for (
          let start = instantOf(day, stretch.opensMinute, timeZone);
          start + length <= closes && start < latest;
          start += length
        ) {
          if (start < earliest) continue;
          const blockedFrom = start - service.bufferBeforeMinutes * MINUTE;
          const blockedUntil = start + length + service.bufferAfterMinutes * MINUTE;
          if (overlapsTaken(resource.taken, blockedFrom, blockedUntil)) continue;
          slots.set(start, [...(slots.get(start) ?? []), resource.resourceId]);
        }
      }
    }
    // Whole days are done: once enough slots are found, later days cannot come before them.
    if (slots.size >= limit) break;
  }
  return [...slots]
    .sort((a, b) => a[0] - b[0])
    .slice(0, window.limit)
    .map(([start, resourceIds]) => ({
      startsAt: new Date(start),
      endsAt: new Date(start + length),
      resourceIds,
    }));
}

/** The instant a day (YYYY-MM-DD) begins in `timeZone`, and the day `days` later. */
export function daysIn(day: string, days: number, timeZone: string): TimeStretch {
  const first = Temporal.PlainDate.from(day);
  return {
    from: instantOf(first, 0, timeZone),
    until: instantOf(first.add({ days }), 0, timeZone),
  };
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export const todayIn = (now: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();

/** An instant on the wall clock of `timeZone`: "YYYY-MM-DD HH:MM". */
export function wallClockOf(instant: Date, timeZone: string) {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
    timeZone,
  );
  return `${zoned.toPlainDate().toString()} ${zoned.toPlainTime().toString({ smallestUnit: 'minute' })}`;
}
