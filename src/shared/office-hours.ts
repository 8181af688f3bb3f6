import { z } from 'zod';
import { isTimeZone, minuteOfDay, wallTime, type Weekday, weekdayNames } from './bookings.ts';

/**
 * Office hours: when the team answers customers, apart from when customers can book. An
 * account without them is always open. A stretch ends on its own day (24:00 at the latest); a
 * night across midnight is two stretches, one each side of it.
 */

/** The most stretches a week may have, and the most closed days kept. */
export const OFFICE_STRETCHES_MAX = 42;
export const OFFICE_CLOSED_DAYS_MAX = 366;

const weekdayMessage = 'Choose a weekday from 1 (Monday) to 7 (Sunday).';

export const officeStretchSchema = z.object({
  weekday: z
    .number({ error: weekdayMessage })
    .int(weekdayMessage)
    .min(1, weekdayMessage)
    .max(7, weekdayMessage),
  opens: wallTime,
  closes: wallTime,
});
export type OfficeStretch = z.infer<typeof officeStretchSchema>;

/** Whether a YYYY-MM-DD is a day of the calendar (no 30 February). */
const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(day)) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** "09:00" as the clock on the wall says it: "9:00". */
export const spokenTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** When the team is back, as the customer reads it: today, tomorrow, or a weekday. */
export type BackDay =
  | { kind: 'today' | 'tomorrow' }
  | { kind: 'weekday'; weekday: Weekday }
  /** A week or more away: the date, so a weekday is not read as this week's. */
  | { kind: 'date'; weekday: Weekday; day: string };

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const officeHoursCopy = {
  title: 'Office hours',
  subtitle:
    'When your team answers customers a conversation is passed to. Outside them, the customer is told when you are back and that you will reply by email. Without office hours, the team is always open.',
  alwaysOpen: 'Always open: no office hours are set.',
  setHours: 'Set office hours',
  timeZone: 'Time zone',
  closedDays: 'Closed days (holidays)',
  closedDaysHint: 'The team is closed all day on these days.',
  addClosedDay: 'Add closed day',
  closedDay: 'Closed day',
  removeClosedDay: (day: string) => `Remove closed day ${day}`,
  copyFromBooking: 'Copy booking hours',
  copied: 'The booking hours are copied in. Save to keep them.',
  noBookingHours: 'There are no booking hours to copy yet.',
  save: 'Save office hours',
  saving: 'Saving...',
  saved: 'Office hours saved',
  saveFailed: 'The office hours could not be saved.',
  clear: 'Always open',
  cleared: 'The team is always open again.',
  loading: 'Loading the office hours',
  loadFailed: 'The office hours could not be loaded.',
  openNow: 'Open now',
  closedNow: (back: string | null) => (back ? `Closed now. ${back}` : 'Closed now.'),
  endBeforeStart: 'The end comes after the start.',
  dayTwice: 'This day is listed already.',
  overlapping: (opens: string, closes: string) =>
    `This overlaps ${opens}–${closes} on the same day.`,
  /** Appended to the hand-over line outside office hours. */
  backOn: (day: BackDay, time: string) => {
    const when =
      day.kind === 'weekday'
        ? weekdayNames[day.weekday]
        : day.kind === 'date'
          ? `on ${weekdayNames[day.weekday]} ${Number(day.day.slice(8))} ${monthNames[Number(day.day.slice(5, 7)) - 1]}`
          : day.kind;
    return `We're back ${when} at ${spokenTime(time)}`;
  },
  /** On the website chat the visitor may leave; there the team answers by email. */
  handedOverClosed: (back: string | null) =>
    `The conversation was passed to the team, who are away right now.${back ? ` ${back}.` : ''} Leave your email and the team will reply by email.`,
  /** On a messaging app the customer keeps the chat: the team answers in it. */
  handedOverClosedInChat: (back: string | null) =>
    `The conversation was passed to the team, who are away right now.${back ? ` ${back}.` : ''} The team will reply here.`,
} as const;

const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .max(64, 'Choose a time zone from the list.')
  .refine(isTimeZone, 'Choose a time zone from the list, such as Europe/Lisbon.');

const weeklyHoursSchema = z
  .array(officeStretchSchema, { error: 'List the office hours.' })
  .max(OFFICE_STRETCHES_MAX, `List at most ${OFFICE_STRETCHES_MAX} stretches.`);

const closedDaySchema = z
  .string({ error: 'Enter the day as YYYY-MM-DD.' })
  .refine(isCalendarDay, 'Enter a day that exists, as YYYY-MM-DD.');

/**
 * The rules a whole week must keep, said at the field that breaks them: each stretch ends
 * after it starts, stretches of one day do not overlap, each closed day is listed once.
 */
function checkWeek(
  weeklyHours: readonly OfficeStretch[],
  closedDays: readonly string[],
  ctx: z.RefinementCtx,
  closedDayPath: (index: number) => (string | number)[],
) {
  weeklyHours.forEach((stretch, index) => {
    if (minuteOfDay(stretch.closes) <= minuteOfDay(stretch.opens)) {
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyHours', index, 'closes'],
        message: officeHoursCopy.endBeforeStart,
      });
      return;
    }
    const earlier = weeklyHours.find(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === stretch.weekday &&
        minuteOfDay(other.closes) > minuteOfDay(other.opens) &&
        minuteOfDay(other.opens) < minuteOfDay(stretch.closes) &&
        minuteOfDay(stretch.opens) < minuteOfDay(other.closes),
    );
    if (earlier) {
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyHours', index, 'opens'],
        message: officeHoursCopy.overlapping(earlier.opens, earlier.closes),
      });
    }
  });
  closedDays.forEach((day, index) => {
    if (closedDays.indexOf(day) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: closedDayPath(index),
        message: officeHoursCopy.dayTwice,
      });
    }
  });
}

/** PUT /api/v1/office-hours: the hours, and the days the team is closed (holidays). */
export const officeHoursInputSchema = z
  .object({
    timeZone: timeZoneSchema,
    weeklyHours: weeklyHoursSchema,
    closedDays: z
      .array(closedDaySchema, { error: 'List the closed days.' })
      .max(OFFICE_CLOSED_DAYS_MAX, `List at most ${OFFICE_CLOSED_DAYS_MAX} closed days.`),
  })
  .strict()
  .superRefine((input, ctx) =>
    checkWeek(input.weeklyHours, input.closedDays, ctx, (index) => ['closedDays', index]),
  );
export type OfficeHoursInput = z.infer<typeof officeHoursInputSchema>;

/** The portal's form of the same: closed days as rows, each a field of its own. */
export const officeHoursFormSchema = z
  .object({
    timeZone: timeZoneSchema,
    weeklyHours: weeklyHoursSchema,
    closedDays: z
      .array(z.object({ day: closedDaySchema }))
      .max(OFFICE_CLOSED_DAYS_MAX, `List at most ${OFFICE_CLOSED_DAYS_MAX} closed days.`),
  })
  .superRefine((input, ctx) =>
    checkWeek(
      input.weeklyHours,
      input.closedDays.map((row) => row.day),
      ctx,
      (index) => ['closedDays', index, 'day'],
    ),
  );
export type OfficeHoursForm = z.infer<typeof officeHoursFormSchema>;

/** Whether the team answers now, and when it is back when it does not. */
export const officeStatusSchema = z.object({
  open: z.boolean(),
  /** ISO 8601: when the office hours open next; null while open, or when no hours say. */
  backAt: z.string().nullable(),
  /** The line the customer reads, in the business's time zone ("We're back Monday at 9:00"). */
  backWords: z.string().nullable(),
});
export type OfficeStatus = z.infer<typeof officeStatusSchema>;

/** GET /api/v1/office-hours: null hours while the team is always open. */
export const officeHoursSchema = z.object({
  hours: z
    .object({
      timeZone: z.string(),
      weeklyHours: z.array(officeStretchSchema),
      closedDays: z.array(z.string()),
    })
    .nullable(),
  now: officeStatusSchema,
});
export type OfficeHours = z.infer<typeof officeHoursSchema>;
