import { Hono } from 'hono';
import { personalityInputSchema } from '@shared/personality.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody } from '../http/validate.ts';
import { getPersonality, savePersonality } from './personality-store.ts';

/** /api/v1/personality: the AI personality settings, read and replaced whole. */
export function personalityRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/', async (c) => c.json(await getPersonality(c.get('account').id, db)))
    .put('/', jsonBody(personalityInputSchema), async (c) =>
      c.json(await savePersonality(c.get('account').id, db, c.req.valid('json'))),
    );
}
