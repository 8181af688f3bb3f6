import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { caldavBusyTimes } from './caldav-connection-store.ts';
import { googleBusyTimes } from './google-connection-store.ts';

/**
 * The busy stretches of every calendar the account connected (Apple's CalDAV and Google's)
 * that overlap `span`, as last read: free times leave them all out.
 */
export async function calendarBusyTimes(
  accountId: AccountId,
  db: Database,
  span: { from: number; until: number },
): Promise<{ from: number; until: number }[]> {
  const [caldav, google] = await Promise.all([
    caldavBusyTimes(accountId, db, span),
    googleBusyTimes(accountId, db, span),
  ]);
  return [...caldav, ...google];
}
