import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import type {
  ConnectionTest,
  EngineSettingsInput,
  MessageAnswer,
  ModelList,
} from '@shared/answers.ts';
import { embeddingsCopy, type EmbeddingsStatus } from '@shared/embeddings.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '@server/testing/fake-chat-provider.ts';
import { FAKE_EMBEDDING_DIMENSIONS } from '@server/testing/fake-embeddings.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';
import { createKnowledgeSource } from '../knowledge-store.ts';

const server = useTestServer('embeddings');

const KEY = 'sk-embeddings-key-9z8y';
/**
 * A provider whose embeddings read a poodle, a labrador and pets as one thing, as a real model
 * would (breeds the product's lexicon does not list).
 */
let provider: FakeChatProvider;
beforeAll(async () => {
  provider = await startFakeChatProvider({
    apiKey: KEY,
    models: ['fake-embed'],
    meanings: { poodle: 'pet', labrador: 'pet', pets: 'pet' },
  });
});
afterAll(() => provider.close());

const embeddingsChoice = (change: Partial<EngineSettingsInput> = {}): EngineSettingsInput => ({
  provider: 'custom',
  baseUrl: provider.baseUrl,
  model: 'fake-embed',
  apiKey: KEY,
  ...change,
});

/** A car-rental desk's Q&A: enough of them that one standing out in meaning tells something. */
const rentalQa = [
  ['Are pets allowed?', 'Yes, pets travel free in a carrier or with a seat cover.'],
  ['What are your opening hours?', 'We are open every day from 8 am to 8 pm.'],
  ['Where are you located?', 'Rua Augusta 12, Lisbon, next to the metro.'],
  ['How old must a driver be?', 'Drivers must be 21 or older and hold a licence for a year.'],
  ['Which payment methods do you accept?', 'Visa, Mastercard and American Express.'],
  ['Is insurance included?', 'Basic insurance is included; full cover costs 12 euros a day.'],
  ['Can I return the car at the airport?', 'Yes, drop-off at Lisbon airport costs 25 euros.'],
  ['Do you rent child seats?', 'Child seats cost 5 euros a day, booster seats 3 euros.'],
  ['Is there a mileage limit?', 'Mileage is unlimited on every rental.'],
  ['What fuel policy do you have?', 'Full to full: return the car with a full tank.'],
] as const;

async function owner(app: TestApp) {
  const signedIn = await server.signIn({ sampleData: false }, app);
  const { headers } = signedIn;
  const accountId = signedIn.id as AccountId;
  for (const [title, body] of rentalQa) {
    await createKnowledgeSource(accountId, server.database.db, { kind: 'qa', title, body });
  }
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
  const chat = agentChat(app, headers);
  const agent = await chat.newAgent();
  return {
    accountId,
    call,
    status: () => ok<EmbeddingsStatus>(call('GET', apiPaths.embeddingsModel)),
    choose: (body: EngineSettingsInput) => call('PUT', apiPaths.embeddingsModel, body),
    chosen: (body: EngineSettingsInput) =>
      ok<EmbeddingsStatus>(call('PUT', apiPaths.embeddingsModel, body)),
    test: (body?: unknown) => ok<ConnectionTest>(call('POST', apiPaths.embeddingsModelTest, body)),
    /** Waits until the model has read every passage, or reading stopped. */
    async read() {
      for (let tries = 0; tries < 200; tries += 1) {
        const { progress } = await this.status();
        if (progress && (progress.stopped || progress.embedded === progress.passages)) {
          return progress;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('The knowledge was never read by meaning.');
    },
    /** One question in a new test conversation; the stored answer. */
    async ask(text: string) {
      const conversation = await chat.started(agent.id, 'api');
      const res = await chat.send(conversation.id, text);
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as MessageAnswer).answer!;
    },
  };
}

describe('an owner chooses an embeddings model', () => {
  it('reads by words alone until one is chosen, then finds what a question means in other words', async () => {
    const account = await owner(server.app());
    expect(await account.status()).toMatchObject({
      model: null,
      progress: null,
      settings: { provider: 'builtin', apiKeyStored: false },
    });
    // No word of "my poodle too?" is in the knowledge: by words it goes to the team.
    const byWords = await account.ask('my poodle too?');
    expect(byWords.sources).toEqual([]);

    const saved = await account.chosen(embeddingsChoice());
    expect(saved).toMatchObject({
      model: 'fake-embed',
      server: new URL(provider.baseUrl).origin,
      settings: { provider: 'custom', apiKeyStored: true, apiKeyEnding: '9z8y' },
    });
    expect(JSON.stringify(saved)).not.toContain(KEY);
    const progress = await account.read();
    expect(progress).toMatchObject({ stopped: null });
    expect(progress.embedded).toBeGreaterThanOrEqual(rentalQa.length);

    const byMeaning = await account.ask('my poodle too?');
    expect(byMeaning.text).toContain('pets travel free');
    expect(byMeaning.sources[0]).toMatchObject({ kind: 'qa', title: 'Are pets allowed?' });
    // A question about what the knowledge lacks still goes to the team.
    expect((await account.ask('Do you sell used motorbikes?')).sources).toEqual([]);
    // Close in meaning to returning the car at the airport, a job seeker is not answered with it.
    expect(
      (await account.ask('Are you hiring? I would like to return to work at the airport desk.'))
        .sources,
    ).toEqual([]);
  });

  it('reads a new Q&A at once, and reads nothing again that it read before', async () => {
    const account = await owner(server.app());
    await account.chosen(embeddingsChoice());
    await account.read();
    const before = provider.embeddingRequests.flatMap((request) => request.inputs);
    const res = await account.call('POST', apiPaths.knowledgeQa, {
      question: 'Can I take the car to Spain?',
      answer: 'Yes, with a cross-border fee of 50 euros.',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    // Read because the knowledge changed: nothing asks for the progress or searches meanwhile.
    const sent = () => provider.embeddingRequests.flatMap((request) => request.inputs);
    await expect.poll(() => sent().some((text) => text.includes('Spain'))).toBe(true);
    const progress = await account.read();
    expect(progress.embedded).toBe(progress.passages);
    const after = sent().slice(before.length);
    expect(after.some((text) => text.includes('pets travel free'))).toBe(false);
  });

  it('says why reading stopped, and answers by words meanwhile', async () => {
    const account = await owner(server.app());
    provider.failEmbeddings(500);
    try {
      await account.chosen(embeddingsChoice());
      const progress = await account.read();
      expect(progress.stopped).toContain('the server answered 500');
      expect((await account.status()).progress?.embedded).toBe(0);
      const answer = await account.ask('What are your opening hours?');
      expect(answer.text).toContain('8 am to 8 pm');
    } finally {
      provider.failEmbeddings(null);
    }
  });

  it('tests a choice before it is saved, and lists the provider’s models with the stored key', async () => {
    const account = await owner(server.app());
    expect(await account.test()).toEqual({
      ok: true,
      latencyMs: null,
      message: embeddingsCopy.noConnectionNeeded,
    });
    const tested = await account.test(embeddingsChoice());
    expect(tested.ok).toBe(true);
    expect(tested.message).toContain(
      `${FAKE_EMBEDDING_DIMENSIONS.toLocaleString('en-US')} numbers per text`,
    );
    const refused = await account.test(embeddingsChoice({ apiKey: 'sk-wrong-key-0000' }));
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toContain('refused the key');

    await account.chosen(embeddingsChoice());
    const listed = await account.call('POST', apiPaths.answerEngineModels, {
      provider: 'custom',
      baseUrl: provider.baseUrl,
      purpose: 'embeddings',
    });
    expect(((await listed.json()) as ModelList).models).toEqual(['fake-embed']);
    // The answer engine's own choice holds no key: listing for it asks without one.
    const forAnswers = await account.call('POST', apiPaths.answerEngineModels, {
      provider: 'custom',
      baseUrl: provider.baseUrl,
    });
    expect((await forAnswers.json()) as ModelList).toMatchObject({ ok: false });
  });

  it('refuses OpenAI without a key, in words under the field', async () => {
    const account = await owner(server.app());
    const res = await account.choose({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'text-embedding-3-small',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.apiKey).toContain('OpenAI needs an API key');
  });

  it('uses the install’s default model, and the operator can lock it', async () => {
    const env = {
      EMBEDDINGS_BASE_URL: provider.baseUrl,
      EMBEDDINGS_API_KEY: KEY,
      EMBEDDINGS_MODEL: 'fake-embed',
    };
    const account = await owner(server.app(env));
    expect(await account.status()).toMatchObject({
      model: 'fake-embed',
      installModel: { model: 'fake-embed' },
      settings: { provider: 'default' },
    });
    // The install's model reads the knowledge it finds unread when a question comes.
    await account.ask('What are your opening hours?');
    await account.read();
    expect((await account.ask('labrador ok?')).sources[0]).toMatchObject({
      title: 'Are pets allowed?',
    });
    const locked = await owner(server.app({ ...env, LLM_LOCKED: 'true' }));
    expect((await locked.choose({ provider: 'builtin' })).status).toBe(403);
  });
});
