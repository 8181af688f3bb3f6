import { ageCopy } from '@shared/notifications-copy.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `timestamp` was, in whole units: under a minute is 'just now', then minutes,
 * hours and days. A timestamp slightly ahead of `now` (clock skew) also reads 'just now'.
 */
export function formatAge(
  timestamp: string | number | Date,
  now: number | Date = Date.now(),
): string {
  const elapsed = new Date(now).getTime() - new Date(timestamp).getTime();
  if (!(elapsed >= MINUTE)) return ageCopy.justNow;
  if (elapsed < HOUR) return ageCopy.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return ageCopy.hours(Math.floor(elapsed / HOUR));
  return ageCopy.days(Math.floor(elapsed / DAY));
}
