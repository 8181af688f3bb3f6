import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { META_OUTCOME_PARAM, type MetaLoginOutcome, metaLoginOutcomes } from '@shared/meta.ts';

const isOutcome = (value: string | null): value is MetaLoginOutcome =>
  metaLoginOutcomes.some((outcome) => outcome === value);

/**
 * How Facebook Login went, as the server sent the browser back (once: the address loses it,
 * so a reload does not say it again).
 */
export function useLoginOutcome() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => {
    const value = params.get(META_OUTCOME_PARAM);
    return isOutcome(value) ? value : null;
  });
  useEffect(() => {
    if (!params.has(META_OUTCOME_PARAM)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(META_OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return outcome;
}
