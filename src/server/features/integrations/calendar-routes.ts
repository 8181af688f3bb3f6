import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { calendarConnectionSchema, calendarCredentialsSchema } from '@shared/integrations.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { choiceParam, jsonBody } from '@server/platform/http/validate.ts';
import { connectCalendar, disconnectCalendar, getCalendarConnection } from './calendar-store.ts';

// Apple Calendar is a real CalDAV connection with routes of its own (caldav-routes.ts).
const provider = choiceParam(
  'provider',
  ['google'],
  () => new NotFound('No such calendar provider.'),
  'The calendar: `google`.',
);
const route = routeDocs('Calendars');

/** The Google calendar connection's keys: read, connect (PUT), disconnect. */
export function calendarRoutes(db: Database, secrets: SecretBox) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.calendar,
      route({
        operationId: 'getCalendarConnection',
        summary: 'Get a calendar connection',
        description:
          'Whether the calendar is connected, with its public key and at most the last four characters of its secret key.',
        answer: ok(calendarConnectionSchema, 'The connection.'),
      }),
      provider,
      async (c) =>
        c.json(await getCalendarConnection(c.get('account').id, db, c.req.valid('param').provider)),
    )
    .put(
      apiPaths.calendar,
      route({
        operationId: 'connectCalendar',
        summary: 'Connect a calendar',
        description:
          'Stores (or replaces) the calendar’s credentials; the secret key is stored encrypted and never sent back.',
        answer: ok(calendarConnectionSchema, 'The connection.'),
      }),
      provider,
      jsonBody(calendarCredentialsSchema, {
        publicKey: 'pk_calendar_public',
        secretKey: 'sk_calendar_secret_1234',
      }),
      async (c) =>
        c.json(
          await connectCalendar(
            c.get('account').id,
            db,
            secrets,
            c.req.valid('param').provider,
            c.req.valid('json'),
          ),
        ),
    )
    .delete(
      apiPaths.calendar,
      route({
        operationId: 'disconnectCalendar',
        summary: 'Disconnect a calendar',
        description: 'Forgets the calendar’s credentials.',
        answer: ok(calendarConnectionSchema, 'The connection, now disconnected.'),
      }),
      provider,
      async (c) =>
        c.json(await disconnectCalendar(c.get('account').id, db, c.req.valid('param').provider)),
    );
}
