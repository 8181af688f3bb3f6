import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import {
  answerEngineCopy as copy,
  type AnswerEngineStatus,
  type ConnectionTest,
  type EngineSettingsInput,
  type MessageAnswer,
  type ModelList,
} from '@shared/answers.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { answerEngineSettings } from '@server/platform/db/schema.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '@server/testing/fake-chat-provider.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('engine-settings');

/** The owner's provider: it takes only its own key, and lists two models. */
const KEY = 'sk-owner-secret-key-1a2b';
let provider: FakeChatProvider;
/** The operator's provider (LLM_*), answering with words of its own. */
let operator: FakeChatProvider;
/** A server that takes connections and never answers. */
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  provider = await startFakeChatProvider({
    apiKey: KEY,
    models: ['owner-large', 'owner-mini'],
    defaultReply: { chunks: ['From the owner’s model.'] },
  });
  operator = await startFakeChatProvider({
    defaultReply: { chunks: ['From the operator’s model.'] },
  });
  silent = createServer(() => {});
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await provider.close();
  await operator.close();
  silent.closeAllConnections();
  silent.close();
});

const operatorEnv = () => ({
  LLM_BASE_URL: operator.baseUrl,
  LLM_API_KEY: 'operator-key',
  LLM_MODEL: 'operator-model',
});

/** The owner's choice of a model at the owner's provider, with its key. */
const ownModel = (change: Partial<EngineSettingsInput> = {}): EngineSettingsInput => ({
  provider: 'custom',
  baseUrl: provider.baseUrl,
  model: 'owner-mini',
  apiKey: KEY,
  ...change,
});

async function owner(app: TestApp) {
  const signedIn = await server.signIn({ sampleData: false }, app);
  const { headers } = signedIn;
  const call = (method: string, path: string, body?: unknown) =>
    app.request(
      path,
      body === undefined ? { method, headers } : jsonRequest(method, body, headers),
    );
  const ok = async <T>(res: Promise<Response>) => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  return {
    id: signedIn.id as AccountId,
    headers,
    call,
    status: () => ok<AnswerEngineStatus>(call('GET', apiPaths.answerEngine)),
    choose: (body: EngineSettingsInput) => call('PUT', apiPaths.answerEngine, body),
    chosen: (body: EngineSettingsInput) =>
      ok<AnswerEngineStatus>(call('PUT', apiPaths.answerEngine, body)),
    models: (body: unknown) => ok<ModelList>(call('POST', apiPaths.answerEngineModels, body)),
    test: (body?: unknown) => ok<ConnectionTest>(call('POST', apiPaths.answerEngineTest, body)),
    /** Asks a new agent one question in a test conversation; its stored answer. */
    async ask(text: string) {
      const chat = agentChat(app, headers);
      const agent = await chat.newAgent();
      const conversation = await chat.started(agent.id, 'api');
      const res = await chat.send(conversation.id, text);
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as MessageAnswer).answer!;
    },
  };
}

async function fieldsOf(res: Response) {
  expect(res.status, await res.clone().text()).toBe(400);
  return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe('an owner chooses the model on AI Configuration', () => {
  it('is the built-in responder until a choice is saved', async () => {
    const account = await owner(server.app());
    expect(await account.status()).toMatchObject({
      engine: 'builtin',
      locked: false,
      installModel: null,
      settings: { provider: 'builtin', apiKeyStored: false, apiKeyEnding: null },
    });
    expect(await account.ask('Do you deliver on Sundays?')).toMatchObject({
      answer: { engine: 'builtin' },
    });
  });

  it('stores the key sealed, never sends it back, and shows only its last four characters', async () => {
    const app = server.app();
    const account = await owner(app);
    const saved = await account.chosen(ownModel());
    expect(saved).toMatchObject({
      engine: 'model',
      model: 'owner-mini',
      server: new URL(provider.baseUrl).origin,
      settings: {
        provider: 'custom',
        baseUrl: provider.baseUrl,
        model: 'owner-mini',
        apiKeyStored: true,
        apiKeyEnding: '1a2b',
      },
    });
    const read = await account.status();
    expect(read).toEqual(saved);
    for (const answer of [saved, read]) expect(JSON.stringify(answer)).not.toContain(KEY);

    const [row] = await server.database.db
      .select()
      .from(answerEngineSettings)
      .where(eq(answerEngineSettings.accountId, account.id));
    expect(row!.apiKeySealed).toMatch(/^v1\./);
    const stored = await rawRows<Record<string, unknown>>(
      server.database.db,
      sql`select * from answer_engine_settings where account_id = ${account.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(KEY);
  });

  it('keeps the stored key when the field is left empty, and removes it when asked', async () => {
    const account = await owner(server.app());
    await account.chosen(ownModel());
    const kept = await account.chosen(ownModel({ apiKey: '', model: 'owner-large' }));
    expect(kept.settings).toMatchObject({ model: 'owner-large', apiKeyEnding: '1a2b' });
    expect(await account.ask('When do you open?')).toMatchObject({
      text: 'From the owner’s model.',
      answer: { engine: 'model', model: 'owner-large' },
    });
    expect(provider.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`);

    const removed = await account.chosen(ownModel({ apiKey: undefined, removeApiKey: true }));
    expect(removed.settings).toMatchObject({ apiKeyStored: false, apiKeyEnding: null });
  });

  it('never sends a stored key to another server: a new address needs the key again', async () => {
    const account = await owner(server.app());
    await account.chosen(ownModel());
    const moved = await account.chosen(ownModel({ apiKey: undefined, baseUrl: operator.baseUrl }));
    expect(moved.settings).toMatchObject({ apiKeyStored: false });
    await account.ask('When do you open?');
    expect(operator.requests.at(-1)!.authorization).toBe('Bearer none');

    // Nor does listing the models of another address with the stored key of the first.
    await account.chosen(ownModel());
    const before = operator.modelListRequests.length;
    await account.models({ provider: 'custom', baseUrl: operator.baseUrl });
    expect(operator.modelListRequests.slice(before)).toEqual(['Bearer none']);
  });

  it('refuses bad input with the reasons in words, field by field', async () => {
    const account = await owner(server.app());
    expect(
      await fieldsOf(await account.choose({ provider: 'custom', baseUrl: 'ftp://example.com' })),
    ).toEqual({ baseUrl: copy.baseUrlInvalid, model: copy.modelRequired });
    expect(
      await fieldsOf(
        await account.choose(ownModel({ baseUrl: 'https://user:pass@example.com/v1' })),
      ),
    ).toEqual({ baseUrl: copy.baseUrlInvalid });
    expect(
      await fieldsOf(
        await account.choose({
          provider: 'openai',
          baseUrl: 'https://api.openai.com/v1',
          model: 'gpt-4o-mini',
        }),
      ),
    ).toEqual({ apiKey: copy.apiKeyRequired('OpenAI') });
    expect(
      await fieldsOf(
        await account.choose({ provider: 'gemini' } as unknown as EngineSettingsInput),
      ),
    ).toEqual({ provider: copy.providerRequired });
    expect(
      await fieldsOf(
        await account.call('POST', apiPaths.answerEngineModels, {
          provider: 'ollama',
          baseUrl: 'localhost:11434',
        }),
      ),
    ).toEqual({ baseUrl: copy.baseUrlInvalid });
    expect((await account.status()).settings.provider).toBe('builtin');
  });

  it('answers a conversation with the account’s model while another account stays on the built-in responder', async () => {
    const app = server.app();
    const chooser = await owner(app);
    const other = await owner(app);
    // Asked once before the choice: the engine read the account's choice then, and a save
    // must not wait for that to expire.
    await chooser.ask('Do you deliver on Sundays?');
    await chooser.chosen(ownModel());
    expect(await chooser.ask('Do you deliver on Sundays?')).toMatchObject({
      text: 'From the owner’s model.',
      answer: { engine: 'model', model: 'owner-mini' },
    });
    const request = provider.requests.at(-1)!;
    expect(request.body.model).toBe('owner-mini');
    expect(request.authorization).toBe(`Bearer ${KEY}`);

    const asked = provider.requests.length;
    expect(await other.ask('Do you deliver on Sundays?')).toMatchObject({
      answer: { engine: 'builtin', model: null },
    });
    expect(provider.requests.length).toBe(asked);

    await chooser.chosen({ provider: 'builtin' });
    expect(await chooser.ask('Do you deliver on Sundays?')).toMatchObject({
      answer: { engine: 'builtin' },
    });
    expect(provider.requests.length).toBe(asked);
  });

  it('falls back to the built-in responder when the account’s model fails', async () => {
    const account = await owner(server.app());
    await account.chosen(ownModel({ apiKey: 'sk-a-key-the-provider-refuses' }));
    expect(await account.ask('Do you deliver on Sundays?')).toMatchObject({
      answer: { engine: 'builtin' },
    });
  });
});

describe('the provider’s models and the connection test', () => {
  it('lists the provider’s models with the key typed, or the stored one', async () => {
    const account = await owner(server.app());
    const typed = { provider: 'custom', baseUrl: provider.baseUrl, apiKey: KEY };
    expect(await account.models(typed)).toEqual({
      ok: true,
      models: ['owner-large', 'owner-mini'],
      message: null,
    });
    await account.chosen(ownModel());
    expect(await account.models({ provider: 'custom', baseUrl: provider.baseUrl })).toMatchObject({
      ok: true,
      models: ['owner-large', 'owner-mini'],
    });
    expect(provider.modelListRequests.at(-1)).toBe(`Bearer ${KEY}`);
  });

  it('says in words when the key is wrong, the address unreachable, or the provider silent', async () => {
    const app = server.app({ LLM_TIMEOUT_MS: '300' });
    const account = await owner(app);
    expect(
      await account.models({ provider: 'openai', baseUrl: provider.baseUrl, apiKey: 'sk-wrong' }),
    ).toEqual({ ok: false, models: [], message: copy.listFailed(copy.wrongKey) });
    expect(await account.models({ provider: 'ollama', baseUrl: 'http://127.0.0.1:9/v1' })).toEqual({
      ok: false,
      models: [],
      message: copy.listFailed(copy.unreachable),
    });
    expect(await account.models({ provider: 'custom', baseUrl: silentUrl })).toEqual({
      ok: false,
      models: [],
      message: copy.listFailed(copy.silent(300)),
    });
    expect(await account.test(ownModel({ apiKey: 'sk-wrong' }))).toEqual({
      ok: false,
      latencyMs: null,
      message: copy.failed(copy.wrongKey),
    });
  });

  it('tests the unsaved choice in the form, or what answers now', async () => {
    const account = await owner(server.app());
    const unsaved = await account.test(ownModel({ model: 'owner-large' }));
    expect(unsaved).toMatchObject({ ok: true });
    expect(unsaved.message).toBe(copy.connected('owner-large', unsaved.latencyMs!));
    expect(provider.requests.at(-1)!.body.model).toBe('owner-large');
    // Nothing was saved by the test: what answers now is the built-in responder.
    expect(await account.test()).toEqual({
      ok: true,
      latencyMs: null,
      message: copy.noConnectionNeeded,
    });

    await account.chosen(ownModel());
    expect((await account.test()).message).toMatch(/^owner-mini answered in/);
    expect((await account.test(ownModel({ apiKey: '', model: 'owner-large' }))).message).toMatch(
      /^owner-large answered in/,
    );
    expect(provider.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
  });

  it('is the signed-in owner’s alone: an API key is refused', async () => {
    const account = await owner(server.app());
    const created = await account.call('POST', '/api/v1/api-keys', {
      name: 'Program',
      mode: 'test',
    });
    const { key } = (await created.json()) as { key: string };
    const program = { authorization: `Bearer ${key}` };
    const app = server.app();
    expect((await app.request(apiPaths.answerEngine, { headers: program })).status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', apiPaths.answerEngine, ownModel()],
      ['POST', apiPaths.answerEngineModels, { provider: 'custom', baseUrl: provider.baseUrl }],
      ['POST', apiPaths.answerEngineTest, ownModel()],
    ] as const) {
      const res = await app.request(path, jsonRequest(method, body, program));
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('the install’s default and the operator’s lock', () => {
  it('answers with the install’s model until the account chooses, and the account may choose the built-in', async () => {
    const account = await owner(server.app(operatorEnv()));
    expect(await account.status()).toMatchObject({
      engine: 'model',
      model: 'operator-model',
      installModel: { model: 'operator-model', server: new URL(operator.baseUrl).origin },
      settings: { provider: 'default' },
    });
    expect(JSON.stringify(await account.status())).not.toContain('operator-key');
    expect(await account.ask('When do you open?')).toMatchObject({
      text: 'From the operator’s model.',
      answer: { model: 'operator-model' },
    });

    await account.chosen({ provider: 'builtin' });
    expect(await account.ask('When do you open?')).toMatchObject({ answer: { engine: 'builtin' } });
    await account.chosen(ownModel());
    expect(await account.ask('When do you open?')).toMatchObject({
      answer: { model: 'owner-mini' },
    });
    expect((await account.chosen({ provider: 'default' })).settings.provider).toBe('default');
    expect(await account.ask('When do you open?')).toMatchObject({
      answer: { model: 'operator-model' },
    });
  });

  it('LLM_LOCKED: the install’s model answers every account, and changes are refused in words', async () => {
    const account = await owner(server.app());
    await account.chosen(ownModel());

    const lockedApp = server.app({ ...operatorEnv(), LLM_LOCKED: 'true' });
    const asOwner = (method: string, path: string, body?: unknown) =>
      lockedApp.request(
        path,
        body === undefined
          ? { method, headers: account.headers }
          : jsonRequest(method, body, account.headers),
      );

    const status = (await (
      await asOwner('GET', apiPaths.answerEngine)
    ).json()) as AnswerEngineStatus;
    expect(status).toMatchObject({
      engine: 'model',
      model: 'operator-model',
      locked: true,
      settings: { provider: 'default' },
    });
    for (const [method, path, body] of [
      ['PUT', apiPaths.answerEngine, { provider: 'builtin' }],
      ['POST', apiPaths.answerEngineModels, { provider: 'custom', baseUrl: provider.baseUrl }],
      ['POST', apiPaths.answerEngineTest, ownModel()],
    ] as const) {
      const res = await asOwner(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'engine_locked', message: copy.lockedRefusal },
      });
    }
    // The test of what answers now is still open: it is the operator's model.
    const tested = (await (
      await asOwner('POST', apiPaths.answerEngineTest)
    ).json()) as ConnectionTest;
    expect(tested.message).toMatch(/^operator-model answered in/);

    const chat = agentChat(lockedApp, account.headers);
    const agent = await chat.newAgent();
    const conversation = await chat.started(agent.id, 'api');
    const res = await chat.send(conversation.id, 'When do you open?');
    expect(((await res.json()) as MessageAnswer).answer).toMatchObject({
      text: 'From the operator’s model.',
      answer: { model: 'operator-model' },
    });
  });
});
