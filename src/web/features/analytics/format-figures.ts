import { analyticsCopy as copy } from '@shared/analytics-copy.ts';

const countFormat = new Intl.NumberFormat('en-US');
const shareFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
// The API's days are UTC calendar days: formatted in UTC, no time zone shifts one.
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
// A moment is read where the owner is, like the times of History.
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatCount = (count: number) => countFormat.format(count);

/** A part of a whole as "42%"; "—" when there is no whole to take a share of. */
export const formatShare = (part: number, whole: number) =>
  whole === 0 ? copy.none : shareFormat.format(part / whole);

/** A duration as a person says it: "12 s", "3 min", "1 h 5 min"; "—" when nothing was measured. */
export function formatDuration(seconds: number | null) {
  if (seconds === null) return copy.none;
  if (Math.round(seconds) < 60) return copy.seconds(Math.round(seconds));
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return copy.minutes(minutes);
  return copy.hours(Math.floor(minutes / 60), minutes % 60);
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Apr 3", for a chart's axis. */
export const formatShortDay = (day: string) => shortDayFormat.format(utcDay(day));
/** "Apr 3, 2026". */
export const formatDay = (day: string) => longDayFormat.format(utcDay(day));
/** "Apr 3, 2026, 2:05 PM", in the reader's time zone. */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));
