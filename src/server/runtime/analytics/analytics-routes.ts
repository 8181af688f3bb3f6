import { Hono } from 'hono';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  analyticsQuerySchema,
  analyticsSchema,
} from '@shared/analytics.ts';
import { apiPaths } from '@shared/api-paths.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { queryOf } from '@server/platform/http/validate.ts';
import { analyticsFilterOf } from './analytics-range.ts';
import { getAnalytics } from './analytics-store.ts';

const route = routeDocs('Analytics');

const today = () => new Date().toISOString().slice(0, 10);

/** The figures of the account's conversations over a range of days, for the portal and programs. */
export function analyticsRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>().get(
    apiPaths.analytics,
    route({
      operationId: 'getAnalytics',
      summary: 'Get analytics',
      description: `The figures of the conversations started in a range of whole UTC days (\`from\` and \`to\` included; without them the last ${ANALYTICS_DEFAULT_DAYS} days, with \`from\` alone up to today), at most ${ANALYTICS_MAX_DAYS} days, optionally of one agent or one channel: conversations per day and per hour of the day, what became of them, the agent's and people's first response times (p50 and p90), ratings, and the questions the agent could not answer. Playground tests never count.`,
      answer: ok(analyticsSchema, 'The figures of the range.'),
    }),
    queryOf(analyticsQuerySchema, (query) => analyticsFilterOf(query, today())),
    async (c) => c.json(await getAnalytics(c.get('account').id, db, c.req.valid('query'))),
  );
}
