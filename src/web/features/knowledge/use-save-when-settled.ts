import { useEffect, useRef } from 'react';

/**
 * Saves a value once it has stopped changing for `restMs`: a slider commits at every arrow
 * key, and saving each step would send a request per press and re-render under the thumb.
 * A value still waiting when the screen goes is saved then, so leaving never loses it.
 */
export function useSaveWhenSettled<T>(save: (value: T) => void, restMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ value: T } | null>(null);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current) latestSave.current(waiting.current.value);
    },
    [],
  );

  return (value: T) => {
    clearTimeout(timer.current);
    waiting.current = { value };
    timer.current = setTimeout(() => {
      waiting.current = null;
      latestSave.current(value);
    }, restMs);
  };
}
