import { Temporal } from 'temporal-polyfill';
import { minuteOfDay, type Weekday } from '@shared/bookings.ts';
import {
  type BackDay,
  officeHoursCopy,
  type OfficeStatus,
  type OfficeStretch,
} from '@shared/office-hours.ts';

/** When the team is back, in words: the portal's English, or a customer's language. */
type BackOn = (day: BackDay, time: string) => string;

/** An account's office hours as the decision reads them; null: always open. */
export type OfficeRules = {
  timeZone: string;
  weeklyHours: readonly OfficeStretch[];
  closedDays: readonly string[];
} | null;

/** How far ahead the next opening is looked for: a year of closed days and a week more. */
const SEARCH_DAYS = 366 + 7;

/** The real instant a wall-clock minute of a day is in `timeZone` (a time skipped by a jump moves past it). */
function instantOf(day: Temporal.PlainDate, minute: number, timeZone: string) {
  const wall = day.toPlainDateTime().add({ minutes: minute });
  return wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

function backDay(offset: number, day: Temporal.PlainDate): BackDay {
  if (offset === 0) return { kind: 'today' };
  if (offset === 1) return { kind: 'tomorrow' };
  const weekday = day.dayOfWeek as Weekday;
  return offset < 7 ? { kind: 'weekday', weekday } : { kind: 'date', weekday, day: day.toString() };
}

const closedWithoutReturn: OfficeStatus = { open: false, backAt: null, backWords: null };

/**
 * Whether the team answers at `now`, and when it is back when it does not. Outside the office
 * hours, on a closed day, or when nobody on the team is available (`anyoneAvailable` false),
 * the team is closed. Pure: the caller reads the rules and who is available.
 */
export function officeStatus(
  rules: OfficeRules,
  now: Date,
  anyoneAvailable = true,
  backOn: BackOn = officeHoursCopy.backOn,
): OfficeStatus {
  if (!rules)
    return anyoneAvailable ? { open: true, backAt: null, backWords: null } : closedWithoutReturn;
  const { timeZone } = rules;
  const at = now.getTime();
  const today = Temporal.Instant.fromEpochMilliseconds(at)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const closedDays = new Set(rules.closedDays);
  const byOpening = [...rules.weeklyHours].sort(
    (a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens),
  );
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const day = today.add({ days: offset });
    if (closedDays.has(day.toString())) continue;
    for (const stretch of byOpening) {
      if (stretch.weekday !== day.dayOfWeek) continue;
      const opens = instantOf(day, minuteOfDay(stretch.opens), timeZone);
      const closes = instantOf(day, minuteOfDay(stretch.closes), timeZone);
      if (opens <= at && at < closes) {
        // In the hours, yet nobody is there: closed, with no hour to promise.
        return anyoneAvailable
          ? { open: true, backAt: null, backWords: null }
          : closedWithoutReturn;
      }
      if (opens > at) {
        return {
          open: false,
          backAt: new Date(opens).toISOString(),
          backWords: backOn(backDay(offset, day), stretch.opens),
        };
      }
    }
  }
  return closedWithoutReturn;
}
