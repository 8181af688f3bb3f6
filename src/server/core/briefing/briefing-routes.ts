import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type BriefingInput,
  briefingDefaults,
  briefingInputSchema,
  savedBriefingSchema,
} from '@shared/briefing.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import { getBriefing, saveBriefing } from './briefing-store.ts';

const route = routeDocs('Briefing');
const briefing: BriefingInput = {
  ...briefingDefaults,
  companyName: 'Acme Cars',
  industry: 'automotive',
  description: 'We sell cars.',
  targetAudience: 'Families',
};

/** The business briefing, read and replaced whole. */
export function briefingRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.briefing,
      route({
        operationId: 'getBriefing',
        summary: 'Get the briefing',
        description: 'The saved briefing, or `briefing: null` before it is first saved.',
        answer: ok(savedBriefingSchema, 'The briefing.'),
      }),
      async (c) => c.json(await getBriefing(c.get('account').id, db)),
    )
    .put(
      apiPaths.briefing,
      route({
        operationId: 'saveBriefing',
        summary: 'Save the briefing',
        description: 'Replaces the whole briefing the agents work from.',
        answer: ok(savedBriefingSchema, 'The saved briefing.'),
      }),
      jsonBody(briefingInputSchema, briefing),
      async (c) => c.json(await saveBriefing(c.get('account').id, db, c.req.valid('json'))),
    );
}
