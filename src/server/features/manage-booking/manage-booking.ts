import {
  type Availability,
  type DaysQuery,
  type ManagedBooking,
  manageBookingCopy,
  type RescheduleInput,
} from '@shared/bookings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict, NotFound } from '@server/platform/errors/domain-errors.ts';
import {
  availabilityOf,
  bookingByManageToken,
  type BookingView,
  cancelBooking,
} from '@server/core/bookings/booking-store.ts';
import {
  notConfirmed,
  rescheduleBooking,
  serviceGone,
} from '@server/core/bookings/reschedule-booking.ts';
import { findService, timeZoneOf } from '@server/core/bookings/service-store.ts';
import { getBriefing } from '@server/core/briefing/briefing-store.ts';

/**
 * What a customer does with the manage link they were given when they booked, without an
 * account: see the booking, move it, cancel it. The link's token is the only credential and
 * it opens its one booking, in whichever account; it works until the appointment ends.
 */

const unknownLink = () => new NotFound(manageBookingCopy.unknownLink);
const linkExpired = () => new NotFound(manageBookingCopy.expired, 'link_expired');
const started = () => new Conflict('booking_started', manageBookingCopy.started);

type Opened = { row: BookingView; accountId: AccountId };

/** The booking the token opens while its link may be used: unknown and expired links refused. */
async function open(db: Database, token: string, now: Date): Promise<Opened> {
  const row = await bookingByManageToken(db, token);
  if (!row) throw unknownLink();
  if (row.endsAt.getTime() <= now.getTime()) throw linkExpired();
  // The token stands for this booking of this account, and for nothing else.
  return { row, accountId: row.accountId as AccountId };
}

/** Whether the customer may still change the booking: confirmed, and not yet begun. */
const changeable = (row: BookingView, now: Date) =>
  row.status === 'confirmed' && now.getTime() < row.startsAt.getTime();

async function viewOf({ row, accountId }: Opened, db: Database, now: Date) {
  const [timeZone, { briefing }, service] = await Promise.all([
    timeZoneOf(accountId, db),
    getBriefing(accountId, db),
    row.serviceId ? findService(accountId, db, row.serviceId) : null,
  ]);
  return {
    serviceName: row.serviceName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: timeZone ?? 'UTC',
    businessName: briefing?.companyName.trim() || null,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    customerName: row.customerName,
    canCancel: changeable(row, now),
    canReschedule: changeable(row, now) && service !== null,
  } satisfies ManagedBooking;
}

/** The booking, as the customer sees it. */
export async function managedBooking(db: Database, token: string, now: Date) {
  return viewOf(await open(db, token, now), db, now);
}

/** The booking's service's free times on the asked days, its own time left out. */
export async function managedAvailability(
  db: Database,
  token: string,
  query: DaysQuery,
  now: Date,
): Promise<Availability> {
  const { row, accountId } = await open(db, token, now);
  if (row.status !== 'confirmed') throw notConfirmed();
  if (!changeable(row, now)) throw started();
  const service = row.serviceId ? await findService(accountId, db, row.serviceId) : null;
  if (!service) throw serviceGone();
  const availability = await availabilityOf(accountId, db, service.id, query, now, {
    ignoring: row.id,
  });
  const current = row.startsAt.toISOString();
  return { ...availability, slots: availability.slots.filter((s) => s.startsAt !== current) };
}

/** Moves the booking to another free time of its service; the booking as it is now. */
export async function rescheduleByLink(
  db: Database,
  token: string,
  input: RescheduleInput,
  now: Date,
) {
  const opened = await open(db, token, now);
  if (opened.row.status !== 'confirmed') throw notConfirmed();
  if (!changeable(opened.row, now)) throw started();
  const moved = await rescheduleBooking(
    opened.accountId,
    db,
    opened.row.id,
    new Date(input.startsAt),
    now,
  );
  return viewOf({ ...opened, row: moved }, db, now);
}

/** Cancels the booking; cancelling twice changes nothing. The booking as it is now. */
export async function cancelByLink(db: Database, token: string, now: Date) {
  const opened = await open(db, token, now);
  if (opened.row.status === 'cancelled') return viewOf(opened, db, now);
  if (!changeable(opened.row, now)) throw started();
  const cancelled = await cancelBooking(opened.accountId, db, opened.row.id);
  // Null when it was cancelled a moment ago: it is the same outcome.
  return viewOf({ ...opened, row: cancelled ?? { ...opened.row, status: 'cancelled' } }, db, now);
}
