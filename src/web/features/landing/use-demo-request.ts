import { useCallback, useEffect, useRef, useState } from 'react';
import {
  demoFormResetDelayMs,
  emptyDemoRequest,
  type DemoRequest,
} from '@shared/landing/demo-request.ts';

/**
 * The demo section's state machine: collapsed → expanded on open; submitting sets `submitted`,
 * and after the reset delay the flag clears, the form collapses and every field empties.
 * Nothing is sent anywhere (specification, section 7).
 */
export function useDemoRequest() {
  const [expanded, setExpanded] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [request, setRequest] = useState<DemoRequest>(emptyDemoRequest);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const open = useCallback(() => setExpanded(true), []);

  const change = useCallback(
    (field: keyof DemoRequest, value: string) =>
      setRequest((current) => ({ ...current, [field]: value })),
    [],
  );

  const submit = useCallback(() => {
    // A second submit while the message shows must not restart the countdown.
    if (resetTimer.current !== undefined) return;
    setSubmitted(true);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      setSubmitted(false);
      setExpanded(false);
      setRequest(emptyDemoRequest);
    }, demoFormResetDelayMs);
  }, []);

  return { expanded, submitted, request, open, change, submit };
}
