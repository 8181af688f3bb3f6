import { useCallback, useEffect, useRef, useState } from 'react';
import { demoFormResetDelayMs } from '@shared/landing/demo-request.ts';

/**
 * The demo section's state machine: collapsed → expanded on open; once the server has stored
 * the request, `submitted` is set, and after the reset delay the flag clears and the form
 * collapses (taking what was typed with it, so it reopens empty).
 */
export function useDemoRequest() {
  const [expanded, setExpanded] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const open = useCallback(() => setExpanded(true), []);

  const confirm = useCallback(() => {
    // A second confirmation while the message shows must not restart the countdown.
    if (resetTimer.current !== undefined) return;
    setSubmitted(true);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      setSubmitted(false);
      setExpanded(false);
    }, demoFormResetDelayMs);
  }, []);

  return { expanded, submitted, open, confirm };
}
