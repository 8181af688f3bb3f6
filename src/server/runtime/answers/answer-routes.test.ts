import { describe, expect, it } from 'vitest';
import {
  answerCopy,
  CONVERSATION_MESSAGES_PER_MINUTE,
  type MessageAnswer,
} from '@shared/answers.ts';
import {
  conversationCopy,
  MESSAGE_MAX_LENGTH,
  type ConversationWithMessages,
} from '@shared/conversations.ts';
import { customerLines } from '@shared/customer-lines.ts';
import { DEFAULT_FAREWELL, DEFAULT_GREETING } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { agentChat, allEvents } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { closeConversation } from '@server/core/conversations/close-conversation.ts';
import { countConversationsThisMonth } from '@server/core/conversations/conversation-usage.ts';
import { takeOver } from '@server/core/conversations/take-over.ts';
import { handBack } from '@server/core/conversations/hand-back.ts';

const server = useTestServer('answers');

const openingHours = {
  scenario: 'Opening hours',
  response: 'We are open Monday to Friday, 9 am to 6 pm, and Saturday 10 am to 2 pm.',
};

/** A new account with one agent whose knowledge knows the opening hours. */
async function setUp() {
  const owner = await server.signIn({ sampleData: false });
  const chat = agentChat(server, owner.headers);
  await chat.personality({ customResponses: [openingHours] });
  const agent = await chat.newAgent();
  return { owner, chat, agent, accountId: owner.id as AccountId };
}

const ask = async (chat: ReturnType<typeof agentChat>, id: string, text: string) => {
  const res = await chat.send(id, text);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as MessageAnswer;
};

describe('starting a conversation', () => {
  it('answers 201 with the greeting as its first message; a playground test is never counted', async () => {
    const { chat, agent, accountId } = await setUp();
    const res = await chat.start(agent.id, 'playground');
    expect(res.status).toBe(201);
    const started = (await res.json()) as ConversationWithMessages;
    expect(started).toMatchObject({
      agentId: agent.id,
      agentName: 'Front Desk',
      channel: 'playground',
      status: 'bot',
      test: true,
      messageCount: 1,
    });
    expect(started.messages).toMatchObject([{ sender: 'agent', text: DEFAULT_GREETING }]);
    expect(await countConversationsThisMonth(accountId, server.database.db)).toBe(0);

    const counted = await chat.started(agent.id, 'api');
    expect(counted).toMatchObject({ channel: 'api', test: false });
    expect(await countConversationsThisMonth(accountId, server.database.db)).toBe(1);
    expect(await chat.transcript(counted.id)).toMatchObject({ id: counted.id, messageCount: 1 });
  });

  it('greets with the account’s own greeting', async () => {
    const { chat, agent } = await setUp();
    await chat.personality({ greeting: 'Welcome to Sunny Bakery!' });
    const started = await chat.started(agent.id);
    expect(started.messages[0]!.text).toBe('Welcome to Sunny Bakery!');
  });

  it('refuses an unknown agent (404), an inactive one (409 in words) and a bad channel (400)', async () => {
    const { owner, chat, agent } = await setUp();
    const unknown = await chat.start('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const other = await setUp();
    expect((await other.chat.start(agent.id)).status).toBe(404);

    const wrongChannel = await server.request(
      `/api/v1/agents/${agent.id}/conversations`,
      jsonRequest('POST', { channel: 'whatsapp' }, owner.headers),
    );
    expect(wrongChannel.status).toBe(400);

    await server.request(
      `/api/v1/agents/${agent.id}`,
      jsonRequest('PATCH', { status: 'inactive' }, owner.headers),
    );
    const inactive = await chat.start(agent.id);
    expect(inactive.status).toBe(409);
    expect(await inactive.json()).toEqual({
      error: { code: 'agent_inactive', message: conversationCopy.agentInactive },
    });
  });

  it('works with an API key as well as a session', async () => {
    const { owner, agent } = await setUp();
    const created = await server.request(
      '/api/v1/api-keys',
      jsonRequest('POST', { name: 'Chat program' }, owner.headers),
    );
    const { key } = (await created.json()) as { key: string };
    const program = agentChat(server, { authorization: `Bearer ${key}` });
    const started = await program.started(agent.id, 'api');
    const answered = await ask(program, started.id, 'What are your opening hours?');
    expect(answered.answer?.text).toBe(openingHours.response);
  });
});

describe('the built-in responder', () => {
  it('answers from a custom response that matches, with its source and how it was made', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id);
    const answered = await ask(chat, id, 'What are your opening hours?');
    expect(answered.customerMessage).toMatchObject({
      sender: 'customer',
      text: 'What are your opening hours?',
    });
    expect(answered.answer).toMatchObject({
      sender: 'agent',
      text: openingHours.response,
      sources: [{ kind: 'custom_response', title: 'Opening hours', sourceId: null }],
      answer: {
        engine: 'builtin',
        model: null,
        promptTokens: null,
        completionTokens: null,
        cut: false,
      },
    });
    expect(answered.answer!.sources[0]!.score).toBeGreaterThan(0);
    expect(answered.answer!.answer!.firstTokenMs).toEqual(expect.any(Number));
    expect(answered.answer!.answer!.totalMs).toBeGreaterThanOrEqual(
      answered.answer!.answer!.firstTokenMs!,
    );
    expect(answered.conversation).toMatchObject({ status: 'bot', messageCount: 3 });
    const transcript = await chat.transcript(id);
    expect(transcript.messages.at(-1)).toEqual(answered.answer);
  });

  it('answers a goodbye with the farewell and stays with the customer', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id);
    for (const goodbye of ['Thanks, bye!', 'goodbye', 'Ok see you', 'Adiós']) {
      const answered = await ask(chat, id, goodbye);
      expect(answered.answer?.text, goodbye).toBe(DEFAULT_FAREWELL);
      expect(answered.conversation.status).toBe('bot');
    }
  });

  it.each([
    ['I want to talk to a human', 'en'],
    ['Can I speak with a real person please?', 'en'],
    ['agent', 'en'],
    ['Quiero hablar con una persona', 'es'],
    ['Je voudrais parler à un conseiller', 'fr'],
    ['Posso falar com um atendente?', 'pt'],
    ['Kann ich mit einem Mitarbeiter sprechen?', 'de'],
  ] as const)(
    'hands over at once when the customer asks for a person, in their language: %s',
    async (text, language) => {
      const { chat, agent } = await setUp();
      const { id } = await chat.started(agent.id, 'api');
      const answered = await ask(chat, id, text);
      const connecting = answerCopy.connecting[language].professional;
      expect(answered.answer?.text).toBe(connecting);
      expect(answered.conversation).toMatchObject({
        status: 'waiting',
        handoverReason: 'customer_asked',
      });
      const transcript = await chat.transcript(id);
      expect(transcript.messages.map((m) => [m.sender, m.text]).slice(1)).toEqual([
        ['customer', text],
        ['agent', connecting],
        ['system', customerLines[language].handedOver],
      ]);
    },
  );

  it('does not take a question that mentions an agent for a request for one', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id);
    const answered = await ask(
      chat,
      id,
      'Are your opening hours the same for the travel agent office?',
    );
    expect(answered.answer?.text).not.toBe(answerCopy.connecting.en.professional);
    expect(answered.conversation.handoverReason).not.toBe('customer_asked');
  });

  it('says in its tone that it passes an unknown question on, and hands over as unsure', async () => {
    const { chat, agent } = await setUp();
    await chat.personality({ customResponses: [openingHours], tone: 'casual' });
    const { id } = await chat.started(agent.id, 'api');
    const answered = await ask(chat, id, 'Do you repair bicycles on Sundays?');
    expect(answered.answer).toMatchObject({ text: answerCopy.passingOn.en.casual, sources: [] });
    expect(answered.conversation).toMatchObject({
      status: 'waiting',
      handoverReason: 'agent_unsure',
    });
  });

  it('stores a message to a conversation with a person without answering it', async () => {
    const { chat, agent, accountId } = await setUp();
    const { id } = await chat.started(agent.id, 'api');
    await ask(chat, id, 'I want to talk to a human');
    const waiting = await ask(chat, id, 'Hello? Is anyone there?');
    expect(waiting).toMatchObject({ answer: null, conversation: { status: 'waiting' } });
    const deps = { db: server.database.db, bus: createLocalEventBus() };
    await takeOver(deps, accountId, id, { name: 'Maria' });
    const held = await ask(chat, id, 'What are your opening hours?');
    expect(held).toMatchObject({ answer: null, conversation: { status: 'human' } });
    const transcript = await chat.transcript(id);
    expect(transcript.messages.at(-1)).toMatchObject({
      sender: 'customer',
      text: 'What are your opening hours?',
    });
  });

  it('tells a customer who writes Portuguese who joined, gave back and closed the conversation in Portuguese', async () => {
    const { chat, agent, accountId } = await setUp();
    const { id } = await chat.started(agent.id, 'api');
    await ask(chat, id, 'Posso falar com uma pessoa, por favor?');
    const deps = { db: server.database.db, bus: createLocalEventBus() };
    await takeOver(deps, accountId, id, { name: 'Maria' });
    await handBack(deps, accountId, id, { name: 'Maria' });
    await closeConversation(deps, accountId, id, { kind: 'person', person: { name: 'Maria' } });
    const transcript = await chat.transcript(id);
    expect(transcript.messages.filter((m) => m.sender === 'system').map((m) => m.text)).toEqual([
      'A conversa foi passada à equipa, que já foi avisada. Alguém vai responder aqui em breve.',
      'Maria juntou-se à conversa',
      'Maria devolveu a conversa ao agente',
      'Maria fechou a conversa',
    ]);
  });
});

describe('streaming an answer', () => {
  it('sends start, delta, sources and done with the stored message, in that order', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id);
    const res = await chat.send(id, 'What are your opening hours?', {
      accept: 'text/event-stream',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await allEvents(res);
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'sources', 'done']);
    expect(events[0]!.data).toEqual({ conversationId: id });
    expect(events[1]!.data).toEqual({ text: openingHours.response });
    const done = events[3]!.data as { message: { id: string }; conversation: { id: string } };
    const transcript = await chat.transcript(id);
    expect(done.message).toEqual(transcript.messages.at(-1));
    expect(done.conversation).toMatchObject({ id, status: 'bot' });
  });

  it('sends the hand-over before done', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id, 'api');
    const events = await allEvents(
      await chat.send(id, 'talk to a human', { accept: 'text/event-stream' }),
    );
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'handover', 'done']);
    expect(events[2]!.data).toEqual({ reason: 'customer_asked' });
    expect(events[3]!.data).toMatchObject({ conversation: { status: 'waiting' } });
  });
});

describe('refusals', () => {
  it('an empty message or one over the limit is 400', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id);
    for (const text of ['', '   ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const res = await chat.send(id, text);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_input' } });
    }
    expect((await chat.send(id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
  });

  it('an unknown conversation, or another account’s, is 404', async () => {
    const { chat, agent } = await setUp();
    const { id } = await chat.started(agent.id);
    const other = await setUp();
    expect((await other.chat.send(id, 'Hello')).status).toBe(404);
    expect((await chat.send('00000000-0000-4000-8000-000000000000', 'Hello')).status).toBe(404);
    const read = await server.request(`/api/v1/conversations/${id}`, {
      headers: other.owner.headers,
    });
    expect(read.status).toBe(404);
  });

  it('a closed conversation is 409, and so is one whose agent was deactivated', async () => {
    const { owner, chat, agent, accountId } = await setUp();
    const { id } = await chat.started(agent.id);
    const deps = { db: server.database.db, bus: createLocalEventBus() };
    await closeConversation(deps, accountId, id, { kind: 'customer' });
    const closed = await chat.send(id, 'Hello?');
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({
      error: { code: 'conversation_closed', message: conversationCopy.alreadyClosed },
    });
    // A refused message is not kept.
    expect((await chat.transcript(id)).messages.map((message) => message.text)).not.toContain(
      'Hello?',
    );

    const open = await chat.started(agent.id);
    await server.request(
      `/api/v1/agents/${agent.id}`,
      jsonRequest('PATCH', { status: 'inactive' }, owner.headers),
    );
    const inactive = await chat.send(open.id, 'Hello?');
    expect(inactive.status).toBe(409);
    expect(await inactive.json()).toEqual({
      error: { code: 'agent_inactive', message: conversationCopy.agentInactive },
    });
  });

  it(`more than ${CONVERSATION_MESSAGES_PER_MINUTE} messages a minute in one conversation is 429`, async () => {
    const { chat, agent, accountId } = await setUp();
    const { id } = await chat.started(agent.id);
    // A person holds it, so the messages are only stored: the limit counts them all the same.
    const deps = { db: server.database.db, bus: createLocalEventBus() };
    await takeOver(deps, accountId, id, { name: 'Maria' });
    for (let i = 0; i < CONVERSATION_MESSAGES_PER_MINUTE; i += 1) {
      expect((await chat.send(id, `Message ${i}`)).status).toBe(201);
    }
    const refused = await chat.send(id, 'One too many');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_requests', message: answerCopy.tooManyMessages },
    });
    const kept = (await chat.transcript(id)).messages.filter(
      (message) => message.sender === 'customer',
    );
    expect(kept).toHaveLength(CONVERSATION_MESSAGES_PER_MINUTE);
    const another = await chat.started(agent.id);
    expect((await chat.send(another.id, 'Hello')).status).toBe(201);
  });
});
