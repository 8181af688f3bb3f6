import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  GOOGLE_CALENDAR_SCOPE,
  GOOGLE_OUTCOME_PARAM,
  googleAuthorizationSchema,
  googleCallbackQuerySchema,
  googleChoicesSchema,
  googleConnectionSchema,
} from '@shared/google-calendar.ts';
import { paths } from '@shared/paths.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, redirect, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, queryOf } from '@server/platform/http/validate.ts';
import {
  chooseGoogleCalendars,
  disconnectGoogle,
  finishGoogleAuthorization,
  getGoogleConnection,
  type GoogleSetup,
  startGoogleAuthorization,
} from '@server/core/calendars/google-connection-store.ts';

const route = routeDocs('Calendars');

/**
 * Google Calendar over OAuth: the connection, Google's consent page and its way back, the
 * owner's choice of calendars, and disconnecting. The tokens are kept sealed and never sent back.
 */
export function googleCalendarRoutes(db: Database, secrets: SecretBox, setup: GoogleSetup) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.googleCalendar,
      route({
        operationId: 'getGoogleCalendar',
        summary: 'Get the Google Calendar connection',
        description:
          'Whether a Google account is connected, its calendars with which block time and which receives bookings, and whether Google answers (or refused the grant, which needs connecting again). Not connected, it says whether the server’s operator set up the Google OAuth client, and the redirect URI that client must list.',
        answer: ok(googleConnectionSchema, 'The connection.'),
      }),
      async (c) => c.json(await getGoogleConnection(c.get('account').id, db, setup)),
    )
    .post(
      apiPaths.googleCalendarAuthorize,
      route({
        operationId: 'authorizeGoogleCalendar',
        summary: 'Start connecting Google Calendar',
        description: `Answers Google’s consent page to send the signed-in owner to (scope ${GOOGLE_CALENDAR_SCOPE}, offline access). Its state is bound to this account, used once, and expires in 10 minutes. Refused with 409 when the server has no Google OAuth client.`,
        answer: ok(googleAuthorizationSchema, 'Where to send the owner.'),
        refuses: ['Conflict'],
      }),
      sessionOnly,
      async (c) =>
        c.json(await startGoogleAuthorization(c.get('account').id, db, setup, new Date())),
    )
    .get(
      apiPaths.googleCalendarCallback,
      route({
        operationId: 'googleCalendarCallback',
        summary: 'Finish connecting Google Calendar (Google sends the browser here)',
        description: `Google’s redirect after its consent page, in the owner’s signed-in browser. A state this account did not make, used or expired stores nothing. Otherwise the code is traded for the grant, the calendars are listed and the busy times read. Always redirects to the Google Calendar page with \`?${GOOGLE_OUTCOME_PARAM}=\` connected, denied, expired, refused, unreachable or not_configured.`,
        answer: redirect(`The Google Calendar page (${paths.portal.google}), with the outcome.`),
      }),
      sessionOnly,
      queryOf(googleCallbackQuerySchema),
      async (c) => {
        const outcome = await finishGoogleAuthorization(
          c.get('account').id,
          db,
          secrets,
          setup,
          c.req.valid('query'),
          new Date(),
        );
        c.header('cache-control', 'no-store');
        return c.redirect(`${paths.portal.google}?${GOOGLE_OUTCOME_PARAM}=${outcome}`, 302);
      },
    )
    .patch(
      apiPaths.googleCalendar,
      route({
        operationId: 'chooseGoogleCalendars',
        summary: 'Choose the Google calendars that block time and receive bookings',
        description:
          'Calendars are named by their Google id as the connection lists them; the one that receives bookings must be writable, or null to keep bookings in the portal only.',
        answer: ok(googleConnectionSchema, 'The connection with the choices saved.'),
        refuses: ['BadRequest'],
      }),
      jsonBody(googleChoicesSchema, {
        busyCalendars: ['owner@example.com'],
        bookingCalendar: 'owner@example.com',
      }),
      async (c) =>
        c.json(
          await chooseGoogleCalendars(
            c.get('account').id,
            db,
            secrets,
            setup,
            c.req.valid('json'),
            new Date(),
          ),
        ),
    )
    .delete(
      apiPaths.googleCalendar,
      route({
        operationId: 'disconnectGoogleCalendar',
        summary: 'Disconnect Google Calendar',
        description:
          'Revokes the grant at Google (when Google answers) and forgets the tokens; events already written stay in the calendar, and bookings stay in the portal.',
        answer: ok(googleConnectionSchema, 'The connection, now disconnected.'),
      }),
      async (c) => c.json(await disconnectGoogle(c.get('account').id, db, secrets, setup)),
    );
}
