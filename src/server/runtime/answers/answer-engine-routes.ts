import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  answerEngineStatusSchema,
  type AnswerEngineStatus,
  connectionTestSchema,
  type EngineSettings,
  engineSettingsInputSchema,
  modelListInputSchema,
  modelListSchema,
} from '@shared/answers.ts';
import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { invalidInput, jsonBody } from '@server/platform/http/validate.ts';
import { modelOfChoice } from '@server/runtime/models/account-models.ts';
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
import { originOf, storedKeyFor } from '@server/runtime/models/stored-key.ts';
import type { AnswerEngine } from './answer-engine.ts';
import { listProviderModels } from './list-provider-models.ts';
import { testModelConnection } from './test-model-connection.ts';

const route = routeDocs('Answer engine');

/** What answers the account's customers now, what its owner chose, and the install's default. */
async function statusOf(
  accountId: AccountId,
  db: Database,
  engine: AnswerEngine,
): Promise<AnswerEngineStatus> {
  const stored = engine.locked ? undefined : await getModelSettings(accountId, db, 'answers');
  const install = installShown(engine);
  const answering = stored
    ? stored.provider !== 'builtin' && stored.model && stored.baseUrl
      ? { model: stored.model, server: originOf(stored.baseUrl) }
      : null
    : install;
  return {
    engine: answering ? 'model' : 'builtin',
    model: answering?.model ?? null,
    server: answering?.server ?? null,
    threshold: DEFAULT_ANSWER_THRESHOLD,
    locked: engine.locked,
    installModel: install,
    settings: choiceShown(stored, install !== null),
  };
}

/**
 * AI Configuration's answer engine: what answers the account's customers, the owner's choice
 * of model (its key stored sealed and never sent back), the provider's list of models, and a
 * test of the connection. Choosing, listing and testing are the signed-in owner's alone: they
 * handle the key and make real calls to the provider.
 */
export function answerEngineRoutes(db: Database, engine: AnswerEngine) {
  return new Hono<{ Variables: AccountVariables & { choice?: EngineSettings } }>()
    .get(
      apiPaths.answerEngine,
      route({
        operationId: 'getAnswerEngine',
        summary: 'Get the answer engine',
        description:
          'Which engine answers: the built-in responder, or an OpenAI-compatible model (its name and server, never its key); what the owner chose (`settings`: `default` until a choice is saved, then `builtin` or a provider, with the key’s last four characters at most); the install’s default model; whether the operator locked the choice (`LLM_LOCKED`); and the score the built-in responder needs before it answers from the knowledge (what a new agent starts with; each agent has its own `answerThreshold`).',
        answer: ok(answerEngineStatusSchema, 'The answer engine.'),
      }),
      async (c) => c.json(await statusOf(c.get('account').id, db, engine)),
    )
    .put(
      apiPaths.answerEngine,
      route({
        operationId: 'chooseAnswerEngine',
        summary: 'Choose the answer engine',
        description:
          'Stores what answers the account’s customers from the next message: `default` (the install’s model, or the built-in responder without one), `builtin`, or a model at `openai`, `openrouter`, `ollama` or another OpenAI-compatible server (`custom`) with its `baseUrl` (http or https) and `model`. The `apiKey` is stored encrypted and never sent back; left out, the stored key is kept as long as `baseUrl` stays on the same server; `removeApiKey` forgets it. OpenAI and OpenRouter need a key. Refused (403) when the operator locked the choice. Signed-in owners only.',
        answer: ok(answerEngineStatusSchema, 'The answer engine, as chosen.'),
      }),
      sessionOnly,
      unlessLocked(engine),
      jsonBody(engineSettingsInputSchema, exampleChoice),
      async (c) => {
        const accountId = c.get('account').id;
        try {
          await saveModelChoice(accountId, db, engine, c.req.valid('json'));
        } catch (error) {
          if (error instanceof ApiKeyRequired) throw invalidInput({ apiKey: error.message });
          throw error;
        }
        return c.json(await statusOf(accountId, db, engine));
      },
    )
    .post(
      apiPaths.answerEngineModels,
      route({
        operationId: 'listProviderModels',
        summary: 'List a provider’s models',
        description:
          'Asks the provider at `baseUrl` for its models (`GET /models` of the OpenAI API) with the `apiKey` given or, left out, the stored key when `baseUrl` is on the server it was stored for. Answers the model ids, or `ok` false with the reason in words (a refused key, an address that cannot be reached, no answer in time). Listing is free at the providers. Refused (403) when the operator locked the choice. Signed-in owners only.',
        answer: ok(modelListSchema, 'The models, or why they could not be listed.'),
      }),
      sessionOnly,
      unlessLocked(engine),
      jsonBody(modelListInputSchema, {
        provider: exampleChoice.provider,
        baseUrl: exampleChoice.baseUrl,
      }),
      async (c) => {
        const { baseUrl, apiKey, purpose = 'answers' } = c.req.valid('json');
        const stored = apiKey
          ? undefined
          : await getModelSettings(c.get('account').id, db, purpose);
        return c.json(
          await listProviderModels({
            baseUrl,
            apiKey: apiKey ?? storedKeyFor(stored, baseUrl, engine.box),
            timeoutMs: engine.timeoutMs,
          }),
        );
      },
    )
    .post(
      apiPaths.answerEngineTest,
      route({
        operationId: 'testAnswerEngine',
        summary: 'Test the model connection',
        description:
          'Asks the model for one streamed word, as answers do, and says whether it came and how fast (`ok` false with the reason in words otherwise). Without a body it tests what answers the account’s customers now; with one (the same fields as choosing the engine), that choice before it is saved, with the stored key unless another is given. With the built-in responder there is nothing to connect to. A body is refused (403) when the operator locked the choice. Signed-in owners only: each test is a real model call.',
        answer: ok(connectionTestSchema, 'The outcome of the test.'),
      }),
      sessionOnly,
      optionalChoice,
      async (c) => {
        const accountId = c.get('account').id;
        const choice = c.get('choice');
        if (!choice) return c.json(await testModelConnection(await engine.modelOf(accountId)));
        refuseWhenLocked(engine);
        const stored = await getModelSettings(accountId, db, 'answers');
        return c.json(await testModelConnection(modelOfChoice(engine, choice, stored)));
      },
    );
}
