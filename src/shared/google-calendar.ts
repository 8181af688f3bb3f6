import { z } from 'zod';
import { calendarChoicesCopy, calendarChoicesSchema } from './calendar-choices.ts';

/**
 * The Google Calendar page's contract: the owner signs in with Google (OAuth) and allows the
 * product to read busy times and write bookings; the calendars of the Google account are listed,
 * and the owner picks which block time and which receives bookings. The operator sets up the
 * OAuth client once for the whole install.
 */

/** What the product asks Google for: reading and writing the owner's calendars. */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar';

/** The query parameter the callback sends the owner back to the page with: how it went. */
export const GOOGLE_OUTCOME_PARAM = 'google';

/** What came of a visit to Google's consent screen, as the page is told. */
export const googleOutcomes = [
  'connected',
  'denied',
  'expired',
  'refused',
  'unreachable',
  'not_configured',
] as const;
export type GoogleOutcome = (typeof googleOutcomes)[number];

export const googleCalendarCopy = {
  ...calendarChoicesCopy,
  notConfiguredTitle: 'Google Calendar is not set up on this server yet',
  notConfiguredText:
    'Whoever runs this server connects it to Google once; then every business can connect its own Google Calendar here. They need to:',
  notConfiguredSteps: [
    'In the Google Cloud console, create a project (or choose one) and enable the Google Calendar API.',
    'Set up the OAuth consent screen (Google Auth Platform → Branding and Audience) with the scope …/auth/calendar, and publish the app. An app left in “Testing” can only be connected by its test users, and Google ends their access after 7 days, so the calendar has to be connected again every week.',
    'Create an OAuth client of the type “Web application” and add this authorized redirect URI:',
    'Put its client ID and client secret in the server’s environment as GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, and restart the server.',
  ],
  redirectUriLabel: 'Authorized redirect URI',
  connectHint:
    'Sign in with Google and allow access to your calendars: busy times are read from the calendars you choose, and bookings are written to the one that receives them.',
  connect: 'Connect Google Calendar',
  reconnect: 'Reconnect Google Calendar',
  opening: 'Opening Google...',
  authorizeFailed: 'Google could not be opened. Please try again.',
  outcomeDetail: {
    denied: 'Access was not allowed on Google’s page.',
    expired: 'The sign-in with Google took too long, or was started elsewhere. Please try again.',
    refused: 'Google refused the connection.',
    unreachable: 'Google did not answer.',
    not_configured: 'Google Calendar is not set up on this server.',
  } satisfies Record<Exclude<GoogleOutcome, 'connected'>, string>,
  refused: {
    revoked: 'Google no longer accepts this connection: it was revoked or has expired.',
    rejected: 'Google refused the request.',
    not_found: 'A chosen calendar no longer exists in the Google account.',
    unreachable: 'Google did not answer.',
  },
  needsReconnecting: 'Needs reconnecting',
  needsReconnectingText:
    'Google no longer accepts this connection (its access was revoked, or has expired). Busy times are not read and bookings are not written until you connect again. Bookings stay in the portal.',
  reconnectTitle: 'Google Calendar needs reconnecting',
  reconnectMessage:
    'Google no longer accepts the connection to your calendar, so busy times are not read and bookings are not written to it. Connect Google Calendar again; your bookings stay in the portal.',
  notConfigured: 'Google Calendar is not set up on this server.',
  notConnected: 'Connect Google Calendar first.',
  account: 'Google account',
  primary: 'Primary',
  disconnectTitle: 'Disconnect Google Calendar?',
  disconnectText:
    'Access is revoked at Google: busy times are no longer read, and new bookings are no longer written. Bookings stay in the portal, and events already written stay in your calendar.',
} as const;

export const googleRefusals = ['revoked', 'rejected', 'not_found', 'unreachable'] as const;
export type GoogleRefusal = (typeof googleRefusals)[number];

/** PATCH /api/v1/calendars/google: calendars named by their Google id. */
export const googleChoicesSchema = calendarChoicesSchema;
export type GoogleChoices = z.infer<typeof calendarChoicesSchema>;

export const googleCalendarSchema = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
  color: z.string().nullable(),
  canWrite: z.boolean(),
  blocksTime: z.boolean(),
  receivesBookings: z.boolean(),
});
export type GoogleCalendar = z.infer<typeof googleCalendarSchema>;

/** GET /api/v1/calendars/google. The tokens never come back. */
export const googleConnectionSchema = z.discriminatedUnion('connected', [
  z.object({
    connected: z.literal(false),
    /** Whether the operator set up the OAuth client (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
    configured: z.boolean(),
    /** The redirect URI the OAuth client must list: PUBLIC_URL/api/v1/calendars/google/callback. */
    redirectUri: z.string(),
  }),
  z.object({
    connected: z.literal(true),
    configured: z.boolean(),
    redirectUri: z.string(),
    /** The Google account's address. */
    email: z.string(),
    calendars: z.array(googleCalendarSchema),
    /** `needs_reconnecting` once Google refuses the grant: only connecting again renews it. */
    status: z.enum(['connected', 'needs_reconnecting']),
    /** Why Google stopped answering or refused, in words, while it does; null when it answers. */
    failure: z.string().nullable(),
    /** ISO 8601: when busy times were last read; null before the first read. */
    busyReadAt: z.string().nullable(),
    /** ISO 8601 */
    connectedAt: z.string(),
  }),
]);
export type GoogleConnection = z.infer<typeof googleConnectionSchema>;

/** POST /api/v1/calendars/google/authorize: Google's consent page to send the owner to. */
export const googleAuthorizationSchema = z.object({ url: z.url() });
export type GoogleAuthorization = z.infer<typeof googleAuthorizationSchema>;

/** What Google sends back to the callback: a code and the state, or an error and the state. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  scope: z.string().max(2000).optional(),
});
