import { Hono } from 'hono';
import { apiKeyInputSchema } from '@shared/integrations.ts';
import { type AccountVariables, sessionOnly } from '../auth/require-account.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody, rowIdParam } from '../http/validate.ts';
import {
  apiKeyNotFound,
  createApiKey,
  deleteApiKey,
  listApiKeys,
  revealApiKey,
} from './api-key-store.ts';

const apiKeyId = rowIdParam(apiKeyNotFound);

/** /api/v1/api-keys: list (masked), create, reveal one in full, delete; signed in only. */
export function apiKeyRoutes(db: Database, box: SecretBox) {
  return new Hono<{ Variables: AccountVariables }>()
    .use(sessionOnly)
    .get('/', async (c) => c.json(await listApiKeys(c.get('account').id, db)))
    .post('/', jsonBody(apiKeyInputSchema), async (c) =>
      c.json(await createApiKey(c.get('account').id, db, box, c.req.valid('json')), 201),
    )
    .get('/:id/key', apiKeyId, async (c) =>
      c.json(await revealApiKey(c.get('account').id, db, box, c.req.valid('param').id)),
    )
    .delete('/:id', apiKeyId, async (c) => {
      await deleteApiKey(c.get('account').id, db, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
