import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  apiKeyInputSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeySecretSchema,
  createdApiKeySchema,
} from '@shared/integrations.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { created, noContent, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import {
  apiKeyNotFound,
  createApiKey,
  deleteApiKey,
  getApiKey,
  listApiKeys,
  revealApiKey,
} from './api-key-store.ts';

const apiKeyId = rowIdParam(apiKeyNotFound);
const route = routeDocs('API keys');
const signedInOnly = ' Only the signed-in owner can: an API key is refused (403).';

/** API keys: list (masked), read one (masked), create, reveal one in full, delete. */
export function apiKeyRoutes(db: Database, box: SecretBox) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.apiKeys,
      route({
        operationId: 'listApiKeys',
        summary: 'List API keys',
        description: 'The account’s keys, newest first, masked.' + signedInOnly,
        answer: ok(apiKeyListSchema, 'The keys, masked.'),
      }),
      sessionOnly,
      async (c) => c.json(await listApiKeys(c.get('account').id, db)),
    )
    .post(
      apiPaths.apiKeys,
      route({
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description:
          'A new key, `sk_live_` or `sk_test_` and 32 random characters; the answer carries it in full.' +
          signedInOnly,
        answer: created(createdApiKeySchema, 'The new key, in full.'),
      }),
      sessionOnly,
      jsonBody(apiKeyInputSchema, { name: 'Zapier', mode: 'test' }),
      async (c) =>
        c.json(await createApiKey(c.get('account').id, db, box, c.req.valid('json')), 201),
    )
    .get(
      apiPaths.apiKey,
      route({
        operationId: 'getApiKey',
        summary: 'Get an API key',
        description: 'One key, masked.' + signedInOnly,
        answer: ok(apiKeySchema, 'The key, masked.'),
      }),
      sessionOnly,
      apiKeyId,
      async (c) => c.json(await getApiKey(c.get('account').id, db, c.req.valid('param').id)),
    )
    .get(
      apiPaths.apiKeySecret,
      route({
        operationId: 'revealApiKey',
        summary: 'Reveal an API key',
        description: 'The key in full, for the portal’s reveal and copy.' + signedInOnly,
        answer: ok(apiKeySecretSchema, 'The key in full.'),
      }),
      sessionOnly,
      apiKeyId,
      // A secret: no browser or proxy cache may keep a copy of the answer.
      async (c) =>
        c.json(await revealApiKey(c.get('account').id, db, box, c.req.valid('param').id), 200, {
          'cache-control': 'no-store',
        }),
    )
    .delete(
      apiPaths.apiKey,
      route({
        operationId: 'deleteApiKey',
        summary: 'Delete an API key',
        description: 'The key stops working at once.' + signedInOnly,
        answer: noContent('Deleted.'),
      }),
      sessionOnly,
      apiKeyId,
      async (c) => {
        await deleteApiKey(c.get('account').id, db, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
