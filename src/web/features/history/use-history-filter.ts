import { useSearchParams } from 'react-router';
import { type HistoryFilter, historySearch, readHistoryFilter } from '@shared/history.ts';

/** The history's filter lives in the URL, so a view can be shared, bookmarked and reloaded. */
export function useHistoryFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readHistoryFilter(params);
  // Merged into the address as it is now, not as last rendered: a change made before the
  // previous one rendered (a filter, then the search's delayed update) must not undo it.
  const change = (patch: Partial<HistoryFilter>) =>
    setParams(
      historySearch({
        ...readHistoryFilter(new URLSearchParams(window.location.search)),
        ...patch,
      }),
      { replace: true },
    );
  return { filter, change, clear: () => setParams('', { replace: true }) };
}
