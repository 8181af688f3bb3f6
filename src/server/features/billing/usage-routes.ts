import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { usageSchema } from '@shared/usage.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { getUsage } from './usage-store.ts';

const route = routeDocs('Billing');

/** The account's meters and daily history. */
export function usageRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>().get(
    apiPaths.usage,
    route({
      operationId: 'getUsage',
      summary: 'Get usage',
      description:
        'Conversations this month, active users and AI agents against the plan’s limits (null: unlimited), and the last 7 days, today included.',
      answer: ok(usageSchema, 'The meters and the history.'),
    }),
    async (c) => c.json(await getUsage(c.get('account').id, db)),
  );
}
