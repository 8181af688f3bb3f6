import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { answerEngineCopy, type ConnectionTest } from '@shared/answers.ts';
import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '@server/testing/fake-chat-provider.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('answer-engine');
let provider: FakeChatProvider;
beforeAll(async () => {
  provider = await startFakeChatProvider();
});
afterAll(async () => {
  await provider.close();
});

const modelApp = (overrides: Record<string, string> = {}) =>
  server.app({
    LLM_BASE_URL: provider.baseUrl,
    LLM_API_KEY: 'secret-model-key',
    LLM_MODEL: 'fake-model',
    ...overrides,
  });

async function engineOf(app: TestApp) {
  const { headers } = await server.signIn({ sampleData: false }, app);
  const status = await app.request(apiPaths.answerEngine, { headers });
  const test = async () => {
    const res = await app.request(
      apiPaths.answerEngineTest,
      jsonRequest('POST', undefined, headers),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as ConnectionTest;
  };
  return { status: await status.json(), test };
}

describe('the answer engine', () => {
  it('is the built-in responder without a model, with nothing to connect to', async () => {
    const { status, test } = await engineOf(server.app());
    expect(status).toEqual({
      engine: 'builtin',
      model: null,
      server: null,
      threshold: DEFAULT_ANSWER_THRESHOLD,
      locked: false,
      installModel: null,
      settings: {
        provider: 'builtin',
        baseUrl: null,
        model: null,
        apiKeyStored: false,
        apiKeyEnding: null,
      },
    });
    expect(await test()).toEqual({
      ok: true,
      latencyMs: null,
      message: answerEngineCopy.noConnectionNeeded,
    });
  });

  it('names the model and its server, never its key, and the test streams one word from it', async () => {
    const { status, test } = await engineOf(modelApp());
    expect(status).toMatchObject({
      engine: 'model',
      model: 'fake-model',
      server: new URL(provider.baseUrl).origin,
    });
    expect(JSON.stringify(status)).not.toContain('secret-model-key');

    provider.script({ chunks: ['OK'] });
    const outcome = await test();
    expect(outcome.ok).toBe(true);
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(0);
    expect(outcome.message).toBe(answerEngineCopy.connected('fake-model', outcome.latencyMs!));
    const asked = provider.requests.at(-1)!;
    expect(asked.authorization).toBe('Bearer secret-model-key');
    expect(asked.body).toMatchObject({ model: 'fake-model', stream: true });
  });

  it('says in words when the model fails, stays silent, or cannot be reached', async () => {
    const failing = await engineOf(modelApp());
    provider.script({ failWith: 500 });
    const failed = await failing.test();
    expect(failed).toMatchObject({ ok: false, latencyMs: null });
    expect(failed.message).toMatch(/^The model did not answer: the server answered 500/);

    const silent = await engineOf(modelApp({ LLM_TIMEOUT_MS: '300' }));
    provider.script({ hang: true });
    expect(await silent.test()).toEqual({
      ok: false,
      latencyMs: null,
      message: answerEngineCopy.failed(answerEngineCopy.silent(300)),
    });

    const unreachable = await engineOf(modelApp({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' }));
    expect(await unreachable.test()).toEqual({
      ok: false,
      latencyMs: null,
      message: answerEngineCopy.failed(answerEngineCopy.unreachable),
    });
  });
});
