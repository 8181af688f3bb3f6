import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCopy, type MessageAnswer } from '@shared/answers.ts';
import type { ConversationWithMessages, Message } from '@shared/conversations.ts';
import { agentChat, allEvents, sseEvents } from '@server/testing/agent-chat.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '@server/testing/fake-chat-provider.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('model-answers');
let provider: FakeChatProvider;
beforeAll(async () => {
  provider = await startFakeChatProvider();
});
afterAll(async () => {
  await provider.close();
});

const openingHours = {
  scenario: 'Opening hours',
  response: 'We are open Monday to Friday, 9 am to 6 pm.',
};

/** An app answering with the fake provider's model; silent for `timeoutMs`, it falls back. */
function modelApp(timeoutMs = 5000) {
  return server.app({
    LLM_BASE_URL: provider.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: String(timeoutMs),
  });
}

async function setUp(app: TestApp = modelApp()) {
  const owner = await server.signIn({ sampleData: false }, app);
  const chat = agentChat(app, owner.headers);
  await chat.personality({ customResponses: [openingHours], tone: 'friendly', humor: 0 });
  const agent = await chat.newAgent('Front Desk');
  const conversation = await chat.started(agent.id, 'api');
  return { app, owner, chat, agent, conversation };
}

async function ask(chat: ReturnType<typeof agentChat>, id: string, text: string) {
  const res = await chat.send(id, text);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as MessageAnswer;
}

const lastRequest = () => provider.requests.at(-1)!;

describe('answers from an OpenAI-compatible model', () => {
  it('streams the model’s words and stores them with the model, latencies and tokens', async () => {
    const { chat, conversation } = await setUp();
    provider.script({
      chunks: ['We open ', 'at 9 am ', 'on weekdays.'],
      usage: { prompt_tokens: 321, completion_tokens: 9 },
    });
    const res = await chat.send(conversation.id, 'When do you open?', {
      accept: 'text/event-stream',
    });
    const events = await allEvents(res);
    expect(events.map((e) => e.event)).toEqual([
      'start',
      'delta',
      'delta',
      'delta',
      'sources',
      'done',
    ]);
    expect(events.slice(1, 4).map((e) => (e.data as { text: string }).text)).toEqual([
      'We open ',
      'at 9 am ',
      'on weekdays.',
    ]);
    const { message } = events.at(-1)!.data as { message: Message };
    expect(message).toMatchObject({
      sender: 'agent',
      text: 'We open at 9 am on weekdays.',
      answer: {
        engine: 'model',
        model: 'fake-model',
        promptTokens: 321,
        completionTokens: 9,
        cut: false,
      },
    });
    expect(message.answer!.firstTokenMs).toEqual(expect.any(Number));
    expect((await chat.transcript(conversation.id)).messages.at(-1)).toEqual(message);
  });

  it('sends the briefing’s voice, the custom responses, the history and a hand-over tool', async () => {
    const { chat, conversation } = await setUp();
    provider.script({ chunks: ['Sure.'] });
    await ask(chat, conversation.id, 'When do you open?');
    const request = lastRequest();
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(request.body.tools?.map((tool) => tool.function.name)).toEqual(['hand_over']);
    const [system, ...rest] = request.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Front Desk');
    expect(system!.content).toContain('Answer in the language of the customer’s latest message');
    expect(system!.content).toContain('say plainly that you do not know');
    expect(system!.content).toContain('Tone: friendly.');
    expect(system!.content).toContain('Do not joke.');
    expect(system!.content).toContain(openingHours.response);
    expect(rest).toEqual([
      { role: 'assistant', content: conversation.messages[0]!.text },
      { role: 'user', content: 'When do you open?' },
    ]);
  });

  it('shows the model only this account’s knowledge', async () => {
    const other = await setUp();
    await other.chat.personality({
      customResponses: [{ scenario: 'Opening hours', response: 'Secret hours of another shop' }],
    });
    const { chat, conversation } = await setUp();
    provider.script({ chunks: ['Sure.'] });
    await ask(chat, conversation.id, 'What are your opening hours?');
    expect(JSON.stringify(lastRequest().body)).not.toContain('Secret hours of another shop');
  });

  it.each([
    ['{"reason":"agent_unsure"}', 'agent_unsure'],
    ['{"reason":"customer_asked"}', 'customer_asked'],
  ])('hands over when the model calls the hand-over tool (%s)', async (args, reason) => {
    const { chat, conversation } = await setUp();
    provider.script({ toolCall: { name: 'hand_over', arguments: args } });
    const answered = await ask(chat, conversation.id, 'Can you fix my roof?');
    expect(answered.answer).toMatchObject({
      text: answerCopy.passingOn.en.friendly,
      answer: { engine: 'model' },
    });
    expect(answered.conversation).toMatchObject({ status: 'waiting', handoverReason: reason });
  });

  it('hands over at once when the customer asks for a person, without asking the model', async () => {
    const { chat, conversation } = await setUp();
    const before = provider.requests.length;
    const answered = await ask(chat, conversation.id, 'I want to talk to a person');
    expect(provider.requests.length).toBe(before);
    expect(answered.conversation).toMatchObject({
      status: 'waiting',
      handoverReason: 'customer_asked',
    });
  });
});

describe('a short follow-up with a model', () => {
  it('is written by the model as a question that stands alone, and the knowledge searched for it', async () => {
    const { chat, conversation } = await setUp();
    provider.script({ chunks: ['Yes, behind the shop.'] });
    await ask(chat, conversation.id, 'Do you have parking?');
    provider.script({ chunks: ['What are your ', 'opening hours on Saturday?'] });
    provider.script({ chunks: ['On Saturdays we are closed.'] });
    const answered = await ask(chat, conversation.id, 'and on saturday?');
    const [rewrite, answer] = provider.requests.slice(-2);
    expect(rewrite!.body.tools).toBeUndefined();
    expect(rewrite!.body.messages.at(-1)!.content).toContain('Customer: Do you have parking?');
    expect(rewrite!.body.messages.at(-1)!.content).toContain('Latest message: and on saturday?');
    // The answer still reads the customer's own words, with the knowledge the rewrite found.
    expect(answer!.body.messages.at(-1)).toEqual({ role: 'user', content: 'and on saturday?' });
    expect(answered.answer!.sources.map((source) => source.title)).toContain('Opening hours');
  });

  it('costs no rewrite when it names its own topic: the model is asked once, for the answer', async () => {
    const { chat, conversation } = await setUp();
    provider.script({ chunks: ['Yes, behind the shop.'] });
    await ask(chat, conversation.id, 'Do you have parking?');
    const before = provider.requests.length;
    provider.script({ chunks: ['We open at 9.'] });
    const answered = await ask(chat, conversation.id, 'Opening hours on Saturday?');
    expect(provider.requests.length).toBe(before + 1);
    expect(answered.answer!.sources.map((source) => source.title)).toContain('Opening hours');
  });

  it('is searched with the previous message when the model cannot write it', async () => {
    const { chat, conversation } = await setUp();
    provider.script({ chunks: ['We open at 9.'] });
    await ask(chat, conversation.id, 'What are your opening hours?');
    provider.script({ failWith: 500 });
    provider.script({ chunks: ['Weekdays only.'] });
    const answered = await ask(chat, conversation.id, 'and on saturday?');
    expect(answered.answer).toMatchObject({ text: 'Weekdays only.', answer: { engine: 'model' } });
    expect(answered.answer!.sources.map((source) => source.title)).toContain('Opening hours');
  });
});

describe('when the model fails, the conversation goes on', () => {
  it.each([
    ['the provider answers an error', { failWith: 500 }],
    ['the model refuses', { refusal: 'I cannot help with that.' }],
    ['the model hangs', { hang: true }],
    ['the model is too slow', { chunks: ['Late'], delayMs: 1500 }],
    ['the model says nothing', { chunks: [] }],
  ])('%s: the built-in responder answers from the knowledge', async (_name, reply) => {
    const { chat, conversation } = await setUp(modelApp(400));
    provider.script(reply);
    const answered = await ask(chat, conversation.id, 'What are your opening hours?');
    expect(answered.answer).toMatchObject({
      text: openingHours.response,
      answer: { engine: 'builtin', model: null },
      sources: [{ kind: 'custom_response', title: 'Opening hours' }],
    });
    expect(answered.conversation.status).toBe('bot');
  });

  it('hands over as model_failed when the built-in responder has no answer either', async () => {
    const { chat, conversation } = await setUp(modelApp(400));
    provider.script({ failWith: 503 });
    const answered = await ask(chat, conversation.id, 'Do you repair bicycles on Sundays?');
    expect(answered.answer?.text).toBe(answerCopy.passingOn.en.friendly);
    expect(answered.conversation).toMatchObject({
      status: 'waiting',
      handoverReason: 'model_failed',
    });
  });

  it('keeps what the model wrote before it failed and hands over as model_failed', async () => {
    const { chat, conversation } = await setUp();
    provider.script({ chunks: ['We open ', 'at 9', ' am.'], dropAfter: 2 });
    const answered = await ask(chat, conversation.id, 'When do you open?');
    expect(answered.answer).toMatchObject({ text: 'We open at 9', answer: { engine: 'model' } });
    expect(answered.conversation).toMatchObject({
      status: 'waiting',
      handoverReason: 'model_failed',
    });
  });
});

describe('a customer who leaves mid-answer', () => {
  it.each(['text/event-stream', 'application/json'])(
    'cancels the model call, and the partial answer is stored marked cut (Accept: %s)',
    async (accept) => {
      const app = modelApp();
      const { owner, chat, conversation } = await setUp(app);
      const listener = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await once(listener, 'listening');
      const { port } = listener.address() as AddressInfo;
      try {
        provider.script({
          chunks: Array.from({ length: 40 }, (_, i) => `word${i} `),
          delayMs: 100,
        });
        const leaving = new AbortController();
        const asked = provider.requests.length;
        const sent = fetch(
          `http://127.0.0.1:${port}/api/v1/conversations/${conversation.id}/messages`,
          {
            ...jsonRequest('POST', { text: 'Tell me everything' }, { ...owner.headers, accept }),
            signal: leaving.signal,
          },
        );
        if (accept === 'text/event-stream') {
          const next = sseEvents(await sent);
          expect((await next())?.event).toBe('start');
          expect((await next())?.event).toBe('delta');
        } else {
          // The JSON answer comes only once complete: leave while the model is still writing.
          sent.catch(() => {});
          while (provider.requests.length === asked) {
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        const abandoned = provider.nextAbandoned();
        leaving.abort();
        await abandoned;

        let transcript: ConversationWithMessages;
        do {
          await new Promise((resolve) => setTimeout(resolve, 50));
          transcript = await chat.transcript(conversation.id);
        } while (transcript.messages.at(-1)?.sender !== 'agent');
        const cut = transcript.messages.at(-1)!;
        expect(cut.answer).toMatchObject({ engine: 'model', cut: true });
        expect(cut.text).toMatch(/^word0 /);
        expect(cut.text.length).toBeLessThan(
          Array.from({ length: 40 }, (_, i) => `word${i} `).join('').length,
        );
        expect(transcript.status).toBe('bot');
      } finally {
        listener.close();
      }
    },
  );
});
