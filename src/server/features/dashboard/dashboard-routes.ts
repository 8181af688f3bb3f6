import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { dashboardSchema } from '@shared/dashboard.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { getDashboard } from './dashboard-store.ts';

const route = routeDocs('Dashboard');

export function dashboardRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>().get(
    apiPaths.dashboard,
    route({
      operationId: 'getDashboard',
      summary: 'Dashboard figures and recent activity',
      description:
        'This calendar month (UTC) against the last: customers who started a conversation, conversations started, and agents that had one; and the latest events of the account’s conversations (started, handed over, taken over, resolved by the agent, rated), newest first. Playground tests never count.',
      answer: ok(dashboardSchema, 'The figures and the activity.'),
    }),
    async (c) => c.json(await getDashboard(c.get('account').id, db)),
  );
}
