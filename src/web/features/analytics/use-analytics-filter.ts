import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { historySearch } from '@shared/history.ts';
import { type AnalyticsFilter, readAnalyticsFilter, todayUtc } from './analytics-filter.ts';

/**
 * The page's filter lives in the URL, like the history's, so a view can be shared, bookmarked
 * and reloaded. `agentIds`, once loaded, drops an agent the account does not have.
 */
export function useAnalyticsFilter(agentIds?: readonly string[]) {
  const [params, setParams] = useSearchParams();
  // "Today" of the visit: the default range does not move while the page is open.
  const [today] = useState(todayUtc);
  const filter = readAnalyticsFilter(params, today, agentIds);
  const change = (patch: Partial<AnalyticsFilter>) =>
    setParams(historySearch({ ...filter, ...patch }), { replace: true });
  return { filter, today, change, clear: () => setParams('', { replace: true }) };
}
