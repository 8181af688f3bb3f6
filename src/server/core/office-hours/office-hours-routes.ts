import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { officeHoursInputSchema, officeHoursSchema } from '@shared/office-hours.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import { clearOfficeHours, getOfficeHours, saveOfficeHours } from './office-hours-store.ts';

const route = routeDocs('Team');

/** The team's office hours: read by everyone on the team, changed by the owner and admins. */
export function officeHoursRoutes(db: Database, now: () => Date = () => new Date()) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.officeHours,
      route({
        operationId: 'getOfficeHours',
        summary: 'Get the office hours',
        description:
          'When the team answers customers a conversation is passed to: the time zone (IANA), one entry per open stretch (weekday 1 Monday to 7 Sunday, several on a day for its breaks) and the closed days. `hours` is null while none are set: the team is always open. `now` says whether it is open at this moment and, when closed, when it is back.',
        answer: ok(officeHoursSchema, 'The office hours.'),
      }),
      async (c) => c.json(await getOfficeHours(c.get('account').id, db, now())),
    )
    .put(
      apiPaths.officeHours,
      route({
        operationId: 'saveOfficeHours',
        summary: 'Set the office hours',
        description:
          'Replaces the office hours. A stretch ends after it starts, on its own day (24:00 at the latest); stretches of one day do not overlap. Times are on the wall clock of the time zone, so a clock change moves nothing.',
        answer: ok(officeHoursSchema, 'The office hours as stored.'),
      }),
      jsonBody(officeHoursInputSchema, {
        timeZone: 'Europe/Lisbon',
        weeklyHours: [
          { weekday: 1, opens: '09:00', closes: '13:00' },
          { weekday: 1, opens: '14:00', closes: '18:00' },
        ],
        closedDays: ['2026-12-25'],
      }),
      async (c) =>
        c.json(await saveOfficeHours(c.get('account').id, db, c.req.valid('json'), now())),
    )
    .delete(
      apiPaths.officeHours,
      route({
        operationId: 'clearOfficeHours',
        summary: 'Remove the office hours',
        description: 'The team is always open again, as without office hours.',
        answer: ok(officeHoursSchema, 'The office hours, now none.'),
      }),
      async (c) => c.json(await clearOfficeHours(c.get('account').id, db, now())),
    );
}
