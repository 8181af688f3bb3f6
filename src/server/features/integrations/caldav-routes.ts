import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  caldavChoicesSchema,
  caldavConnectionSchema,
  caldavCredentialsSchema,
  ICLOUD_CALDAV_URL,
} from '@shared/caldav-connection.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import {
  chooseCaldavCalendars,
  connectCaldav,
  disconnectCaldav,
  getCaldavConnection,
} from '@server/core/calendars/caldav-connection-store.ts';

const route = routeDocs('Calendars');

/**
 * Apple Calendar, or any CalDAV server: the connection, its calendars and the owner's choice of
 * which block time and which receives bookings. The password is kept sealed and never sent back.
 * Every request to the server goes through `outbound`, which refuses private addresses unless
 * the operator allows them.
 */
export function caldavRoutes(db: Database, secrets: SecretBox, outbound: OutboundFetch) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.appleCalendar,
      route({
        operationId: 'getAppleCalendar',
        summary: 'Get the Apple (CalDAV) calendar connection',
        description:
          'Whether a CalDAV account (iCloud by default) is connected, its calendars with which block time and which receives bookings, and whether the server answers.',
        answer: ok(caldavConnectionSchema, 'The connection.'),
      }),
      async (c) => c.json(await getCaldavConnection(c.get('account').id, db)),
    )
    .put(
      apiPaths.appleCalendar,
      route({
        operationId: 'connectAppleCalendar',
        summary: 'Connect an Apple (CalDAV) calendar',
        description: `Signs in to the CalDAV server (${ICLOUD_CALDAV_URL} unless another is given) with an Apple ID and an app-specific password, discovers the calendars, and reads their busy times. The first writable calendar receives bookings and blocks time until the owner chooses otherwise. A server that refuses answers 400 with the reason in words; an address on a private network (loopback, RFC 1918, link-local), unless the operator allows them, answers 400 calendar_private_address with the words on the serverUrl field.`,
        answer: ok(caldavConnectionSchema, 'The connection.'),
        refuses: ['BadRequest'],
      }),
      jsonBody(caldavCredentialsSchema, {
        username: 'owner@icloud.com',
        password: 'abcd-efgh-ijkl-mnop',
      }),
      async (c) => {
        return c.json(
          await connectCaldav(
            c.get('account').id,
            db,
            secrets,
            c.req.valid('json'),
            new Date(),
            outbound,
          ),
        );
      },
    )
    .patch(
      apiPaths.appleCalendar,
      route({
        operationId: 'chooseAppleCalendars',
        summary: 'Choose the calendars that block time and receive bookings',
        description:
          'Calendars are named by their URL as the connection lists them; the one that receives bookings must be writable, or null to keep bookings in the portal only.',
        answer: ok(caldavConnectionSchema, 'The connection with the choices saved.'),
        refuses: ['BadRequest'],
      }),
      jsonBody(caldavChoicesSchema, {
        busyCalendars: ['https://caldav.icloud.com/123/calendars/home/'],
        bookingCalendar: 'https://caldav.icloud.com/123/calendars/home/',
      }),
      async (c) =>
        c.json(
          await chooseCaldavCalendars(
            c.get('account').id,
            db,
            secrets,
            c.req.valid('json'),
            new Date(),
            outbound,
          ),
        ),
    )
    .delete(
      apiPaths.appleCalendar,
      route({
        operationId: 'disconnectAppleCalendar',
        summary: 'Disconnect the Apple (CalDAV) calendar',
        description:
          'Forgets the credentials; events already written stay in the calendar, and bookings stay in the portal.',
        answer: ok(caldavConnectionSchema, 'The connection, now disconnected.'),
      }),
      async (c) => c.json(await disconnectCaldav(c.get('account').id, db)),
    );
}
