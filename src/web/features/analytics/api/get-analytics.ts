import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Analytics, analyticsSchema } from '@shared/analytics.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { historySearch } from '@shared/history.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import type { AnalyticsFilter } from '../analytics-filter.ts';

export const analyticsQueryKey = ['analytics'] as const;

/** The figures of the filtered range; the query carries the filter as the page's URL does. */
export async function getAnalytics(filter: AnalyticsFilter): Promise<Analytics> {
  return analyticsSchema.parse(await apiFetch(apiPaths.analytics + historySearch(filter)));
}

export const analyticsQueryOptions = (filter: AnalyticsFilter) =>
  queryOptions({
    queryKey: [...analyticsQueryKey, filter],
    queryFn: () => getAnalytics(filter),
    // A changed filter keeps the figures on screen, dimmed, until the new ones arrive,
    // instead of the page jumping back to its skeleton.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (filter: AnalyticsFilter) => useQuery(analyticsQueryOptions(filter));
