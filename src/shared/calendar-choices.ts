import { z } from 'zod';

/**
 * What every connected calendar (Apple's CalDAV, Google's) shares: the owner chooses which of
 * its calendars block time and which one receives bookings, with the same words on each page.
 */

export const calendarChoicesCopy = {
  calendarsTitle: 'Your calendars',
  calendarsHint:
    'Times taken in the calendars that block time are never offered to customers. Bookings are written to the one that receives them.',
  blocksTime: 'Blocks time',
  receivesBookings: 'Receives bookings',
  noBookingCalendar: 'None (keep bookings in the portal only)',
  bookingCalendarReadOnly:
    'This calendar cannot be written to: choose another to receive bookings.',
  unknownCalendar: 'Choose calendars from the list.',
  saveChoices: 'Save calendars',
  choicesSaved: 'Calendars saved.',
  failing: (reason: string) =>
    `The calendar stopped answering: ${reason} Bookings are kept and written once it answers again.`,
  lastRead: 'Busy times last read',
  connectedAs: (username: string) => `Connected as ${username}`,
  notReadYet: 'Not yet',
  readOnly: 'Read only',
  saving: 'Saving...',
  saveFailed: 'The calendars could not be saved. Please try again.',
  keepConnected: 'Cancel',
  disconnecting: 'Disconnecting...',
  disconnected: 'Calendar disconnected.',
} as const;

/** PATCH of a calendar connection: which calendars block time, and which receives bookings. */
export const calendarChoicesSchema = z
  .object({
    busyCalendars: z.array(z.string().max(2000)).max(100),
    bookingCalendar: z.string().max(2000).nullable(),
  })
  .strict();
export type CalendarChoices = z.infer<typeof calendarChoicesSchema>;
