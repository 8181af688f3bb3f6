/** Lengths of time in milliseconds, for the clock arithmetic of sample data, ages and dates. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A wait as people say it: "under a minute", "12 min", "2 h 5 min", "3 days". */
export function formatDuration(ms: number): string {
  if (ms < MINUTE_MS) return 'under a minute';
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} min`;
  if (ms < DAY_MS) {
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
    return `${Math.floor(ms / HOUR_MS)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const days = Math.floor(ms / DAY_MS);
  return `${days} day${days === 1 ? '' : 's'}`;
}
