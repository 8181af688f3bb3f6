import { eq, gt } from 'drizzle-orm';
import { bookingCopy } from '@shared/bookings.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { booking } from '@server/platform/db/schema.ts';
import { bookingNotFound, type BookingView, newManageToken, tokenHash } from './booking-store.ts';
import { notConfirmed } from './reschedule-booking.ts';

const bookingOver = () => new Conflict('booking_over', bookingCopy.bookingOver);

/**
 * A fresh manage link's token for a confirmed booking whose appointment has not ended, for
 * the business to send the customer (who lost theirs, or booked by phone). Only its hash is
 * kept, in place of the previous one: the link sent before stops working.
 */
export async function issueManageToken(
  accountId: AccountId,
  db: Database,
  bookingId: string,
  now: Date,
): Promise<{ booking: BookingView; manageToken: string }> {
  const manageToken = newManageToken();
  const [issued] = await db
    .update(booking)
    .set({ manageTokenHash: tokenHash(manageToken) })
    .where(
      ownedBy(
        booking,
        accountId,
        eq(booking.id, bookingId),
        eq(booking.status, 'confirmed'),
        gt(booking.endsAt, now),
      ),
    )
    .returning();
  if (issued) return { booking: issued, manageToken };
  const [row] = await db
    .select({ status: booking.status })
    .from(booking)
    .where(ownedBy(booking, accountId, eq(booking.id, bookingId)))
    .limit(1);
  if (!row) throw bookingNotFound();
  throw row.status === 'confirmed' ? bookingOver() : notConfirmed();
}
