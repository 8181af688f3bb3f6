import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiPaths } from '@shared/api-paths.ts';
import {
  connectionTestSchema,
  type EngineSettings,
  engineSettingsInputSchema,
} from '@shared/answers.ts';
import { embeddingsStatusSchema, type EmbeddingsStatus } from '@shared/embeddings.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { invalidInput, jsonBody } from '@server/platform/http/validate.ts';
import { type AccountModels, modelOfChoice } from '@server/runtime/models/account-models.ts';
import {
  choiceShown,
  exampleChoice,
  installShown,
  optionalChoice,
  refuseWhenLocked,
  unlessLocked,
} from '@server/runtime/models/model-choice-routes.ts';
import { getModelSettings } from '@server/runtime/models/model-settings-store.ts';
import { ApiKeyRequired, saveModelChoice } from '@server/runtime/models/save-model-choice.ts';
import { originOf } from '@server/runtime/models/stored-key.ts';
import type { PassageEmbedder } from './passage-embedder.ts';
import { testEmbeddingsConnection } from './test-embeddings-connection.ts';

const route = routeDocs('Answer engine');

/** The embeddings models of the accounts, and what reads their knowledge with them. */
export type Embeddings = { models: AccountModels; embedder: PassageEmbedder };

async function statusOf(
  accountId: AccountId,
  db: Database,
  { models, embedder }: Embeddings,
): Promise<EmbeddingsStatus> {
  const stored = models.locked ? undefined : await getModelSettings(accountId, db, 'embeddings');
  const install = installShown(models);
  const reading = await models.modelOf(accountId);
  return {
    model: reading?.model ?? null,
    server: reading ? originOf(reading.baseUrl) : null,
    locked: models.locked,
    installModel: install,
    settings: choiceShown(stored, install !== null),
    progress: await embedder.progressOf(accountId),
  };
}

/**
 * Once the knowledge changed, its new passages are read by meaning at once, rather than when
 * the next question finds them unread.
 */
export const readChangedKnowledge = (embedder: PassageEmbedder) =>
  createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) embedder.wake(c.get('account').id);
  });

/**
 * AI Configuration's optional embeddings model: which reads the knowledge by meaning, the
 * owner's choice of it (its key sealed, never sent back), how much of the knowledge it has
 * read, and a test of the connection. The provider's models are listed by the answer engine's
 * route with `purpose: embeddings`.
 */
export function embeddingsRoutes(db: Database, embeddings: Embeddings) {
  const { models, embedder } = embeddings;
  return new Hono<{ Variables: AccountVariables & { choice?: EngineSettings } }>()
    .get(
      apiPaths.embeddingsModel,
      route({
        operationId: 'getEmbeddingsModel',
        summary: 'Get the embeddings model',
        description:
          'The embeddings model that reads the account’s knowledge and its customers’ questions by meaning (its name and server, never its key), or none (`model` null: questions are matched by their words); what the owner chose (`settings`, as for the answer engine, `builtin` meaning none); the install’s default (`EMBEDDINGS_*`); whether the operator locked the choice; and `progress`, how many of the knowledge’s passages the model has read, with the reason in words when reading stopped.',
        answer: ok(embeddingsStatusSchema, 'The embeddings model.'),
      }),
      async (c) => c.json(await statusOf(c.get('account').id, db, embeddings)),
    )
    .put(
      apiPaths.embeddingsModel,
      route({
        operationId: 'chooseEmbeddingsModel',
        summary: 'Choose the embeddings model',
        description:
          'Stores which embeddings model reads the knowledge by meaning: `default` (the install’s, or none), `builtin` (none: words only), or a model at `openai`, `openrouter`, `ollama` or another OpenAI-compatible server (`custom`) with its `baseUrl` and `model` (an embeddings model, such as `text-embedding-3-small`). The key follows the answer engine’s rules. The knowledge is then read in the background; answers use what is read as it is read. Refused (403) when the operator locked the choice. Signed-in owners only.',
        answer: ok(embeddingsStatusSchema, 'The embeddings model, as chosen.'),
      }),
      sessionOnly,
      unlessLocked(models),
      jsonBody(engineSettingsInputSchema, { ...exampleChoice, model: 'nomic-embed-text' }),
      async (c) => {
        const accountId = c.get('account').id;
        try {
          await saveModelChoice(accountId, db, models, c.req.valid('json'));
        } catch (error) {
          if (error instanceof ApiKeyRequired) throw invalidInput({ apiKey: error.message });
          throw error;
        }
        embedder.wake(accountId);
        return c.json(await statusOf(accountId, db, embeddings));
      },
    )
    .post(
      apiPaths.embeddingsModelTest,
      route({
        operationId: 'testEmbeddingsModel',
        summary: 'Test the embeddings model',
        description:
          'Asks the embeddings model to read one short text, as a customer’s question is read, and says whether it answered, how fast and with how many numbers per text (`ok` false with the reason in words otherwise). Without a body it tests the model in use; with one (the same fields as choosing it), that choice before it is saved. A body is refused (403) when the operator locked the choice. Signed-in owners only: each test is a real call.',
        answer: ok(connectionTestSchema, 'The outcome of the test.'),
      }),
      sessionOnly,
      optionalChoice,
      async (c) => {
        const accountId = c.get('account').id;
        const choice = c.get('choice');
        if (!choice) return c.json(await testEmbeddingsConnection(await models.modelOf(accountId)));
        refuseWhenLocked(models);
        const stored = await getModelSettings(accountId, db, 'embeddings');
        return c.json(await testEmbeddingsConnection(modelOfChoice(models, choice, stored)));
      },
    );
}
