import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shared/durations.ts';
import { ageCopy } from '@shared/notifications.ts';

/**
 * How long ago `timestamp` was, in whole units: under a minute is 'just now', then minutes,
 * hours and days. A timestamp slightly ahead of `now` (clock skew) also reads 'just now'.
 */
export function formatAge(
  timestamp: string | number | Date,
  now: number | Date = Date.now(),
): string {
  const elapsed = new Date(now).getTime() - new Date(timestamp).getTime();
  if (!(elapsed >= MINUTE_MS)) return ageCopy.justNow;
  if (elapsed < HOUR_MS) return ageCopy.minutes(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return ageCopy.hours(Math.floor(elapsed / HOUR_MS));
  return ageCopy.days(Math.floor(elapsed / DAY_MS));
}
