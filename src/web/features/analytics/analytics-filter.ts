import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
} from '@shared/analytics.ts';
import { readHistoryFilter } from '@shared/history.ts';

/** The filters of the page, as its URL and the API's query carry them. */
export type AnalyticsFilter = AnalyticsQuery;
/** The dates the date fields show; '' when the URL leaves that end open. */
export type ShownRange = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day (YYYY-MM-DD) moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** Both days included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The range the API covers when the URL names none: the last 30 days, today included. */
export const defaultRange = (today: string): ShownRange => ({
  from: addDays(today, -(ANALYTICS_DEFAULT_DAYS - 1)),
  to: today,
});

/**
 * The filter of a URL's query: each value kept when valid and dropped otherwise, so a link
 * edited by hand still opens the page. Besides the history's rules, analytics never counts
 * the playground, covers at most a year, and names only the account's agents (once known).
 */
export function readAnalyticsFilter(
  params: URLSearchParams,
  today: string,
  agentIds?: readonly string[],
): AnalyticsFilter {
  const { agentId, channel, from, to } = readHistoryFilter(params);
  const tooLong = from !== undefined && daysBetween(from, to ?? today) > ANALYTICS_MAX_DAYS;
  return {
    agentId: agentId && agentIds && !agentIds.includes(agentId) ? undefined : agentId,
    channel: channel === 'playground' ? undefined : channel,
    from: tooLong ? undefined : from,
    to,
  };
}

/** What the date fields show: the URL's days, or the default range when it names neither. */
export const shownRange = (filter: AnalyticsFilter, today: string): ShownRange =>
  filter.from || filter.to ? { from: filter.from ?? '', to: filter.to ?? '' } : defaultRange(today);

/**
 * The range after one date field changed. Both days go to the URL, so a link says exactly
 * what it shows; the other day moves when needed to keep the range in order and within a
 * year, rather than the URL holding a range the API refuses.
 */
export function changeRange(
  shown: ShownRange,
  field: keyof ShownRange,
  value: string,
): Pick<AnalyticsFilter, 'from' | 'to'> {
  const range = { ...shown, [field]: value };
  if (range.from && range.to) {
    const span = daysBetween(range.from, range.to);
    if (span < 1 || span > ANALYTICS_MAX_DAYS) {
      if (field === 'from') range.to = addDays(range.from, span < 1 ? 0 : ANALYTICS_MAX_DAYS - 1);
      else range.from = addDays(range.to, span < 1 ? 0 : -(ANALYTICS_MAX_DAYS - 1));
    }
  }
  return { from: range.from || undefined, to: range.to || undefined };
}
