import { Hono } from 'hono';
import { calendarCredentialsSchema, calendarProviderSchema } from '@shared/integrations.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/open-database.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { connectCalendar, disconnectCalendar, getCalendarConnection } from './calendar-store.ts';

function providerOf(value: string) {
  const parsed = calendarProviderSchema.safeParse(value);
  if (!parsed.success) throw new ApiError(404, 'not_found', 'No such calendar provider.');
  return parsed.data;
}

/** /api/v1/calendars/:provider (google or apple): read, connect (PUT), disconnect. */
export function calendarRoutes(db: Database, secrets: SecretBox) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/:provider', async (c) =>
      c.json(
        await getCalendarConnection(c.get('account').id, db, providerOf(c.req.param('provider'))),
      ),
    )
    .put('/:provider', jsonBody(calendarCredentialsSchema), async (c) =>
      c.json(
        await connectCalendar(
          c.get('account').id,
          db,
          secrets,
          providerOf(c.req.param('provider')),
          c.req.valid('json'),
        ),
      ),
    )
    .delete('/:provider', async (c) =>
      c.json(
        await disconnectCalendar(c.get('account').id, db, providerOf(c.req.param('provider'))),
      ),
    );
}
