import { eq } from 'drizzle-orm';
import { bookingCopy } from '@shared/bookings.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { booking } from '@server/platform/db/schema.ts';
import { MINUTE } from './available-slots.ts';
import {
  bookingNotFound,
  type BookingView,
  freeSlots,
  getBooking,
  isOverlap,
  releaseExpiredHolds,
  requireTimeZone,
  slotGone,
} from './booking-store.ts';
import { findService } from './service-store.ts';
import { queueCalendarSync } from '@server/core/calendars/calendar-sync.ts';

export const notConfirmed = () => new Conflict('booking_cancelled', bookingCopy.notConfirmed);
export const serviceGone = () => new Conflict('service_gone', bookingCopy.serviceGone);

/**
 * Moves a confirmed booking to another free slot of its service, starting at `startsAt`,
 * possibly on another resource: the same booking (its id, its manage link), with its new
 * times and buffers. The slot is read as free with the booking's own time counted free, so it
 * can move to a time that overlaps where it was; the move itself is one update the database
 * checks against every other booking (`booking_no_overlap`), so of two customers moving to
 * one slot at once, one gets it and the other is refused (409, `slot_taken`).
 *
 * Every reschedule goes through here, and it answers the changed row, so what follows a move
 * (a calendar's event, a mail) has one place to hang from.
 */
export async function rescheduleBooking(
  accountId: AccountId,
  db: Database,
  bookingId: string,
  startsAt: Date,
  now: Date,
): Promise<BookingView> {
  const [current] = await db
    .select()
    .from(booking)
    .where(ownedBy(booking, accountId, eq(booking.id, bookingId)))
    .limit(1);
  if (!current) throw bookingNotFound();
  if (current.status !== 'confirmed') throw notConfirmed();
  const service = current.serviceId ? await findService(accountId, db, current.serviceId) : null;
  if (!service) throw serviceGone();
  const timeZone = await requireTimeZone(accountId, db);
  const start = startsAt.getTime();
  const slot = (
    await freeSlots(
      accountId,
      db,
      service.id,
      { timeZone, now, within: { from: start, until: start + 1 } },
      { ignoring: current.id },
    )
  )?.[0];
  if (!slot || slot.startsAt.getTime() !== start) throw slotGone();
  // The resource the customer booked first, when it is free: they keep whom they booked with.
  const resourceIds = [
    ...slot.resourceIds.filter((id) => id === current.resourceId),
    ...slot.resourceIds.filter((id) => id !== current.resourceId),
  ];
  const moveTo = async (resourceId: string) => {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(booking)
        .set({
          resourceId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          blockedFrom: new Date(start - service.bufferBeforeMinutes * MINUTE),
          blockedUntil: new Date(slot.endsAt.getTime() + service.bufferAfterMinutes * MINUTE),
          // The reminder follows the appointment to a new time; kept when the time is the same.
          remindedAt: start === current.startsAt.getTime() ? current.remindedAt : null,
        })
        .where(
          ownedBy(booking, accountId, eq(booking.id, current.id), eq(booking.status, 'confirmed')),
        )
        .returning();
      // Its calendar event moves with it.
      if (row) await queueCalendarSync(tx, accountId, row.id);
      return row;
    });
    // Cancelled between the read and the move.
    if (!moved) throw notConfirmed();
    return moved;
  };
  for (const resourceId of resourceIds) {
    try {
      return await moveTo(resourceId);
    } catch (error) {
      if (!isOverlap(error)) throw error;
      // Taken a moment ago, or a hold that ran out still in the way: release such holds and
      // try once more before the next resource.
      if (!(await releaseExpiredHolds(accountId, db, resourceId, now))) continue;
      try {
        return await moveTo(resourceId);
      } catch (again) {
        if (!isOverlap(again)) throw again;
      }
    }
  }
  throw slotGone();
}

/**
 * Moves a booking for the business, as the API shows it. What follows a move (telling the
 * customer) runs only when its time changed: moved to the time it has, nobody is told.
 */
export async function moveBookingOf(
  accountId: AccountId,
  db: Database,
  bookingId: string,
  startsAt: Date,
  now: Date,
  afterMoved: (row: BookingView) => Promise<void> = async () => {},
) {
  const before = await getBooking(accountId, db, bookingId);
  const moved = await rescheduleBooking(accountId, db, bookingId, startsAt, now);
  if (moved.startsAt.getTime() !== Date.parse(before.startsAt)) await afterMoved(moved);
  return getBooking(accountId, db, bookingId);
}
