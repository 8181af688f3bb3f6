import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
} from '@shared/analytics.ts';
import { assertStorableText } from '@server/platform/http/storable-text.ts';
import { invalidInput } from '@server/platform/http/validate.ts';
import { addDays, daysIn } from './analytics-days.ts';
import type { AnalyticsFilter } from './analytics-store.ts';

/** The first day PostgreSQL can name: it has no year 0, which a YYYY-MM-DD date can write. */
const FIRST_DAY = '0001-01-01';

/**
 * Settles the range of an analytics query on `today` (UTC), or answers 400 in words. Without
 * dates: the last ANALYTICS_DEFAULT_DAYS days. A `from` alone reads as the history's does,
 * from that day on: up to today. A `to` alone has no start in the history, so it ends the
 * default span.
 */
export function analyticsFilterOf(query: AnalyticsQuery, today: string): AnalyticsFilter {
  // An agent id with NUL in it would reach the database, which refuses such text outright.
  assertStorableText(query);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from < FIRST_DAY) {
    throw invalidInput({ [query.from ? 'from' : 'to']: 'Choose a date in the year 1 or later.' });
  }
  if (daysIn(from, to) > ANALYTICS_MAX_DAYS) {
    throw invalidInput({ from: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.` });
  }
  return { ...query, from, to };
}
