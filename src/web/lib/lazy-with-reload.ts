import { type ComponentType, lazy } from 'react';
import { reloadPage } from './reload-page.ts';

/** A part of the app whose file could not be fetched, even after reloading the page for it. */
export class ModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ModuleLoadError';
  }
}

const RELOADED_AT_KEY = 'agentra:reloaded-for-missing-module';

/**
 * How long after a reload another failed load is left to the error screen: long enough for the
 * reloaded page to reach the same screen again, short enough that a deploy later in the day
 * reloads the tab again.
 */
export const RELOAD_GUARD_MS = 60_000;

/** Reloads the page unless it was just reloaded for this; says whether it did. */
function reloadOnce(): boolean {
  // Offline, a reload would only swap the portal for the browser's own error page.
  if (!navigator.onLine) return false;
  try {
    const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (Date.now() - reloadedAt < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage the reloaded page could not tell it was one: no reload, rather than a loop.
    return false;
  }
  reloadPage();
  return true;
}

/**
 * `React.lazy` for a part of the app a deploy can replace. A tab opened before the deploy asks
 * for files of its own version, which the new build no longer has: instead of failing, the page
 * reloads once onto the new version. A failure again soon after (the file is really missing, or
 * the network is) is thrown as a ModuleLoadError, for the error screen. Any failed import counts,
 * since browsers word a missing module differently.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<Screen extends ComponentType<any>>(
  load: () => Promise<{ default: Screen }>,
) {
  return lazy(() =>
    load().catch((error: unknown) => {
      // The page is going away: stay on the loading screen until it has.
      if (reloadOnce()) return new Promise<never>(() => {});
      throw new ModuleLoadError(error);
    }),
  );
}
