import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { answerEngineStatusSchema, connectionTestSchema } from '@shared/answers.ts';
import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import type { ModelSettings } from './openai-responder.ts';
import { testModelConnection } from './test-model-connection.ts';

const route = routeDocs('Answer engine');

/** Where the model is served, without any path, user or key the URL might carry. */
const serverOf = (baseUrl: string) => {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
};

/** What answers the account's customers (AI Configuration), and whether the model answers. */
export function answerEngineRoutes(model: ModelSettings | undefined) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.answerEngine,
      route({
        operationId: 'getAnswerEngine',
        summary: 'Get the answer engine',
        description:
          'Which engine answers: the built-in responder, or an OpenAI-compatible model (its name and server, never its key), and the score the built-in responder needs before it answers from the knowledge (what a new agent starts with; each agent has its own `answerThreshold`).',
        answer: ok(answerEngineStatusSchema, 'The answer engine.'),
      }),
      (c) =>
        c.json({
          engine: model ? 'model' : 'builtin',
          model: model?.model ?? null,
          server: model ? serverOf(model.baseUrl) : null,
          threshold: DEFAULT_ANSWER_THRESHOLD,
        } as const),
    )
    .post(
      apiPaths.answerEngineTest,
      route({
        operationId: 'testAnswerEngine',
        summary: 'Test the model connection',
        description:
          'Asks the configured model for one streamed word, as answers do, and says whether it came and how fast (`ok` false with the reason in words otherwise). With the built-in responder there is nothing to connect to. Signed-in owners only: each test is a real model call.',
        answer: ok(connectionTestSchema, 'The outcome of the test.'),
      }),
      sessionOnly,
      async (c) => c.json(await testModelConnection(model)),
    );
}
