import { Hono } from 'hono';
import { briefingInputSchema } from '@shared/briefing.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody } from '../http/validate.ts';
import { getBriefing, saveBriefing } from './briefing-store.ts';

/** /api/v1/briefing: the business briefing, read and replaced whole. */
export function briefingRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/', async (c) => c.json(await getBriefing(c.get('account').id, db)))
    .put('/', jsonBody(briefingInputSchema), async (c) =>
      c.json(await saveBriefing(c.get('account').id, db, c.req.valid('json'))),
    );
}
