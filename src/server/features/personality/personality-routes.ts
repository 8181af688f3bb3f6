import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { defaultPersonality, personalityInputSchema } from '@shared/personality.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import { getPersonality, savePersonality } from './personality-store.ts';

const route = routeDocs('Personality');

/** The AI personality settings, read and replaced whole. */
export function personalityRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.personality,
      route({
        operationId: 'getPersonality',
        summary: 'Get the personality',
        description: 'How the agents speak; the defaults until first saved.',
        answer: ok(personalityInputSchema, 'The personality settings.'),
      }),
      async (c) => c.json(await getPersonality(c.get('account').id, db)),
    )
    .put(
      apiPaths.personality,
      route({
        operationId: 'savePersonality',
        summary: 'Save the personality',
        description: 'Replaces the whole personality settings.',
        answer: ok(personalityInputSchema, 'The saved settings.'),
      }),
      jsonBody(personalityInputSchema, defaultPersonality),
      async (c) => c.json(await savePersonality(c.get('account').id, db, c.req.valid('json'))),
    );
}
