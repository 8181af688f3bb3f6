import type { booking } from '@server/platform/db/schema.ts';
import type { CalendarEvent } from './calendar-event.ts';

/**
 * A booking as the event written to the business's calendar. Its UID is the booking's id in a
 * domain of the product's own, so a reschedule or a cancellation finds the same event, and the
 * product's events are told from the owner's own when busy times are read.
 */

const UID_DOMAIN = 'bookings.agentra.invalid';

export const bookingEventUid = (bookingId: string) => `${bookingId}@${UID_DOMAIN}`;

export const isBookingEvent = (uid: string | null | undefined) =>
  uid?.endsWith(`@${UID_DOMAIN}`) ?? false;

/**
 * The booking's event id in Google Calendar, chosen by the product so that writing it again
 * finds the same event: Google takes ids of base32hex characters (a–v, 0–9), and a booking's id
 * is a UUID, whose hex digits are among them.
 */
export const googleEventIdOf = (bookingId: string) =>
  `booking${bookingId.toLowerCase().replace(/[^0-9a-f]/g, '')}`;

type BookingRow = typeof booking.$inferSelect;

export function bookingEventOf(row: BookingRow): CalendarEvent {
  const customer = row.customerName ?? row.customerEmail ?? row.customerPhone;
  return {
    uid: bookingEventUid(row.id),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    summary: customer ? `${row.serviceName}: ${customer}` : row.serviceName,
    description: [row.customerName, row.customerEmail, row.customerPhone]
      .filter(Boolean)
      .join('\n'),
  };
}
