import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { paths } from '@shared/paths.ts';

/**
 * Warns before a form with unsaved changes is left: a navigation inside the app is held until
 * the person chooses (render `<UnsavedChangesDialog blocker={…} />` with the blocker returned),
 * and closing or reloading the tab asks through the browser's own `beforeunload` prompt.
 *
 * Pass the form's `isDirty`, made false again once a save succeeds (reset the form to what was
 * saved). A form that saves and then navigates at once may still be dirty when it navigates:
 * that held navigation goes ahead by itself as soon as the form reports clean.
 */
export function useUnsavedChangesWarning(isDirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Signing out, or a session that ran out, leads to sign-in: the changes could not be
      // saved by staying, so asking would only be in the way.
      nextLocation.pathname !== paths.login,
  );

  const { state, proceed } = blocker;
  const settled = state === 'blocked' && !isDirty;
  useEffect(() => {
    if (settled) proceed();
  }, [settled, proceed]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Both, for browsers that still look at returnValue rather than the cancelled event.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // Already going ahead, as far as the dialog is concerned: it must not flash open meanwhile.
  return settled
    ? { state: 'proceeding', proceed: undefined, reset: undefined, location: blocker.location }
    : blocker;
}
