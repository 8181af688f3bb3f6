import { and, asc, eq, gt, or } from 'drizzle-orm';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { booking } from '@server/platform/db/schema.ts';

/** The most upcoming bookings a customer is asked to choose from. */
const UPCOMING_LIMIT = 5;

/**
 * A customer's confirmed bookings still to come, earliest first: those made in the
 * conversation, and those of its contact (the same person on the same channel, another day).
 */
export async function upcomingBookingsOf(
  accountId: AccountId,
  db: Database,
  of: { conversationId: string; contactId: string | null },
  now: Date,
) {
  const theirs = of.contactId
    ? or(eq(booking.conversationId, of.conversationId), eq(booking.contactId, of.contactId))
    : eq(booking.conversationId, of.conversationId);
  return db
    .select()
    .from(booking)
    .where(
      ownedBy(
        booking,
        accountId,
        and(theirs, eq(booking.status, 'confirmed'), gt(booking.startsAt, now)),
      ),
    )
    .orderBy(asc(booking.startsAt))
    .limit(UPCOMING_LIMIT);
}

/** One of the account's bookings, or null. */
export async function findBooking(accountId: AccountId, db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(booking)
    .where(ownedBy(booking, accountId, eq(booking.id, bookingId)))
    .limit(1);
  return row ?? null;
}
