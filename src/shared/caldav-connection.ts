import { z } from 'zod';
import { calendarChoicesCopy, calendarChoicesSchema } from './calendar-choices.ts';

/**
 * The Apple Calendar page's contract: a real connection to iCloud, or to any CalDAV server
 * (Nextcloud, Fastmail, Radicale). The owner signs in with an app-specific password; the
 * calendars found are listed, and the owner picks which block time and which receives bookings.
 */

/** iCloud's CalDAV address: the default, since the page is Apple Calendar's. */
export const ICLOUD_CALDAV_URL = 'https://caldav.icloud.com';

export const caldavCopy = {
  ...calendarChoicesCopy,
  serverUrl: 'Server address',
  serverUrlHint:
    'iCloud’s address is filled in. For Nextcloud, Fastmail or another CalDAV server, enter its address.',
  serverUrlInvalid:
    'Enter the server’s address, starting with https:// (or http:// on your own network).',
  username: 'Apple ID',
  usernameHint: 'The email address you sign in to iCloud with.',
  usernameRequired: 'Enter your Apple ID (or your user name on the server).',
  password: 'App-specific password',
  passwordRequired: 'Enter the app-specific password.',
  howToPassword:
    'Apple asks for an app-specific password instead of your own: sign in at account.apple.com, open Sign-In and Security → App-Specific Passwords, choose “Generate an app-specific password”, name it after this product, and paste the password it shows (xxxx-xxxx-xxxx-xxxx) here. You can revoke it there at any time.',
  refused: {
    unauthorized:
      'The server refused the Apple ID or the app-specific password. Check both and try again.',
    not_found: 'No calendars were found at this address. Check the server address.',
    unreachable: 'The calendar server did not answer. Check the address, then try again.',
    rejected: 'The calendar server refused the request. Check the address, then try again.',
    private_address:
      'This address is on a private network, which this server does not connect to. Enter your calendar server’s public address.',
  },
  noCalendars: 'This account has no calendars that hold events.',
  signInHint: 'Sign in with your Apple ID and an app-specific password.',
  howToPasswordTitle: 'Getting an app-specific password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  disconnectTitle: 'Disconnect Apple Calendar?',
  disconnectText:
    'Busy times are no longer read from it, and new bookings are no longer written to it. Bookings stay in the portal, and events already written stay in your calendar.',
} as const;

export const caldavRefusals = [
  'unauthorized',
  'not_found',
  'unreachable',
  'rejected',
  'private_address',
] as const;

/** PUT /api/v1/calendars/apple: connects (or reconnects) with these credentials. */
export const caldavCredentialsSchema = z
  .object({
    serverUrl: z
      .string({ error: caldavCopy.serverUrlInvalid })
      .trim()
      .max(500, caldavCopy.serverUrlInvalid)
      .refine((value) => {
        try {
          return ['https:', 'http:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, caldavCopy.serverUrlInvalid)
      .default(ICLOUD_CALDAV_URL),
    username: z
      .string({ error: caldavCopy.usernameRequired })
      .trim()
      .min(1, caldavCopy.usernameRequired)
      .max(320, caldavCopy.usernameRequired),
    password: z
      .string({ error: caldavCopy.passwordRequired })
      .trim()
      .min(1, caldavCopy.passwordRequired)
      .max(500, caldavCopy.passwordRequired),
  })
  .strict();
export type CaldavCredentials = z.input<typeof caldavCredentialsSchema>;

/** PATCH /api/v1/calendars/apple: which calendars block time, and which receives bookings. */
export const caldavChoicesSchema = calendarChoicesSchema;
export type CaldavChoices = z.infer<typeof calendarChoicesSchema>;

export const caldavCalendarSchema = z.object({
  url: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  canWrite: z.boolean(),
  blocksTime: z.boolean(),
  receivesBookings: z.boolean(),
});
export type CaldavCalendar = z.infer<typeof caldavCalendarSchema>;

/** GET /api/v1/calendars/apple. The password never comes back. */
export const caldavConnectionSchema = z.discriminatedUnion('connected', [
  z.object({ connected: z.literal(false) }),
  z.object({
    connected: z.literal(true),
    serverUrl: z.string(),
    username: z.string(),
    calendars: z.array(caldavCalendarSchema),
    /** Why the calendar stopped answering, while it does not; null when it answers. */
    failure: z.string().nullable(),
    /** ISO 8601: when busy times were last read; null before the first read. */
    busyReadAt: z.string().nullable(),
    /** ISO 8601 */
    connectedAt: z.string(),
  }),
]);
export type CaldavConnection = z.infer<typeof caldavConnectionSchema>;
