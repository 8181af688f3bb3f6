import { max } from 'drizzle-orm';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { bookingService } from '@server/platform/db/schema.ts';

/** Busy times are read this far ahead at most, whatever a service's days ahead. */
const BUSY_HORIZON_DAYS_MAX = 366;
/** Ahead of any service, until the account has one. */
const BUSY_HORIZON_DAYS_DEFAULT = 60;

/** How far ahead a connected calendar's busy times are read: as far as any service can be booked. */
export async function busyHorizonDays(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ days: max(bookingService.daysAhead) })
    .from(bookingService)
    .where(ownedBy(bookingService, accountId));
  return Math.min((row?.days ?? BUSY_HORIZON_DAYS_DEFAULT) + 2, BUSY_HORIZON_DAYS_MAX);
}
