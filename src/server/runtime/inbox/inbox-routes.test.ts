import { describe, expect, it } from 'vitest';
import type { MessageAnswer } from '@shared/answers.ts';
import { type ConversationEvent, conversationCopy } from '@shared/conversations.ts';
import { inboxSchema } from '@shared/inbox.ts';
import { notificationListSchema } from '@shared/notifications.ts';
import { DEFAULT_FAREWELL } from '@shared/personality.ts';
import { agentChat, allEvents, sseEvents } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('inbox');

type Headers = Record<string, string>;

async function setUp() {
  const owner = await server.signIn({ sampleData: false });
  const chat = agentChat(server, owner.headers);
  await chat.personality({
    customResponses: [{ scenario: 'Opening hours', response: 'We open at 9 am.' }],
  });
  const agent = await chat.newAgent();
  const me = (await (await server.request('/api/v1/me', { headers: owner.headers })).json()) as {
    name: string;
  };
  return { owner, chat, agent, name: me.name };
}

const act = (headers: Headers, id: string, action: string, body?: unknown) =>
  server.request(
    `/api/v1/conversations/${id}/${action}`,
    body === undefined ? { method: 'POST', headers } : jsonRequest('POST', body, headers),
  );

async function notifications(headers: Headers) {
  const res = await server.request('/api/v1/notifications', { headers });
  expect(res.status).toBe(200);
  return notificationListSchema.parse(await res.json());
}

async function inbox(headers: Headers) {
  const res = await server.request('/api/v1/inbox', { headers });
  expect(res.status).toBe(200);
  return inboxSchema.parse(await res.json());
}

/**
 * The account's events after `lastEventId` (from the first when 0: nothing can slip between
 * opening the stream and an action), read until `done` has been seen.
 */
function listen(headers: Headers, lastEventId = '0') {
  const controller = new AbortController();
  const opened = server.request('/api/v1/events', {
    headers: { ...headers, 'last-event-id': lastEventId },
    signal: controller.signal,
  });
  return {
    async until(done: (event: ConversationEvent) => boolean) {
      const res = await opened;
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const next = sseEvents(res);
      const seen: ConversationEvent[] = [];
      for (let frame = await next(); frame; frame = await next()) {
        const event = frame.data as ConversationEvent;
        seen.push(event);
        if (done(event)) break;
      }
      controller.abort();
      return seen;
    },
  };
}

describe('the live inbox', () => {
  it('lists open conversations, those waiting first, and counts them', async () => {
    const { owner, chat, agent } = await setUp();
    const answering = await chat.started(agent.id, 'api');
    const waiting = await chat.started(agent.id, 'api');
    await chat.send(waiting.id, 'I want to talk to a person');
    const closed = await chat.started(agent.id, 'api');
    await act(owner.headers, closed.id, 'close');

    const open = await inbox(owner.headers);
    expect(open.conversations.map((c) => [c.id, c.status])).toEqual([
      [waiting.id, 'waiting'],
      [answering.id, 'bot'],
    ]);
    expect(open.waiting).toBe(1);
  });

  it('leaves a playground test out, even handed over: the bell stays quiet and the agent answers on', async () => {
    const { owner, chat, agent } = await setUp();
    const notificationsBefore = await notifications(owner.headers);
    const test = await chat.started(agent.id, 'playground');

    const asked = await allEvents(
      await chat.send(test.id, 'I want to talk to a person', { accept: 'text/event-stream' }),
    );
    expect(asked.find((frame) => frame.event === 'handover')?.data).toEqual({
      reason: 'customer_asked',
    });
    const handedOver = await chat.transcript(test.id);
    expect(handedOver.messages.map((row) => row.text)).toContain(conversationCopy.handedOver);
    expect(handedOver).toMatchObject({ status: 'bot', handoverReason: 'customer_asked' });

    expect(await inbox(owner.headers)).toEqual({ conversations: [], waiting: 0 });
    expect(await notifications(owner.headers)).toEqual(notificationsBefore);

    const next = await chat.send(test.id, 'When do you open?');
    expect(((await next.json()) as MessageAnswer).answer).toMatchObject({
      sender: 'agent',
      text: 'We open at 9 am.',
    });
  });

  it('takes over (one of two wins), replies live, hands back, and closes with the farewell', async () => {
    const { owner, chat, agent, name } = await setUp();
    const conversation = await chat.started(agent.id, 'api');
    await chat.send(conversation.id, 'Can a person help me?');

    const [first, second] = await Promise.all([
      act(owner.headers, conversation.id, 'take-over'),
      act(owner.headers, conversation.id, 'take-over'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(await refused.json()).toMatchObject({
      error: { code: 'already_taken_over', message: conversationCopy.alreadyTakenOver(name) },
    });

    // The customer's side hears the reply at once, on the account's live stream.
    const heard = listen(owner.headers).until(
      (event) => event.type === 'message.created' && event.message?.sender === 'person',
    );
    const reply = await act(owner.headers, conversation.id, 'replies', { text: 'Hi, Sam here.' });
    expect(reply.status).toBe(201);
    const events = await heard;
    expect(events.at(-1)).toMatchObject({
      conversation: { id: conversation.id, status: 'human', assigneeName: name },
      message: { sender: 'person', authorName: name, text: 'Hi, Sam here.' },
    });

    // While the person holds it the agent is silent; handed back, it answers again.
    const silent = (await (
      await chat.send(conversation.id, 'When do you open?')
    ).json()) as MessageAnswer;
    expect(silent.answer).toBeNull();
    expect((await act(owner.headers, conversation.id, 'hand-back')).status).toBe(200);
    const answered = (await (
      await chat.send(conversation.id, 'When do you open?')
    ).json()) as MessageAnswer;
    expect(answered.answer?.text).toBe('We open at 9 am.');

    const closed = await act(owner.headers, conversation.id, 'close');
    expect(await closed.json()).toMatchObject({ status: 'closed', resolution: 'human' });
    const transcript = await chat.transcript(conversation.id);
    expect(transcript.messages.map((m) => m.text)).toContain(DEFAULT_FAREWELL);
    expect((await act(owner.headers, conversation.id, 'replies', { text: 'Late' })).status).toBe(
      409,
    );
    expect((await inbox(owner.headers)).conversations).toEqual([]);

    // The customer rates it, for analytics.
    const rated = await act(owner.headers, conversation.id, 'rating', {
      rating: 'up',
      comment: 'Sam was quick.',
    });
    expect(await rated.json()).toMatchObject({ rating: 'up', ratingComment: 'Sam was quick.' });
    expect((await act(owner.headers, conversation.id, 'rating', { rating: 'meh' })).status).toBe(
      400,
    );
  });

  it('catches a reconnecting stream up from Last-Event-ID, missing nothing', async () => {
    const { owner, chat, agent } = await setUp();
    const first = await chat.started(agent.id, 'api');
    const opened = await listen(owner.headers).until(
      (event) => event.type === 'conversation.started',
    );
    const mark = opened.at(-1)!.id;

    // While away: a message, a hand-over, a new conversation.
    await chat.send(first.id, 'I want to talk to a person');
    const second = await chat.started(agent.id, 'api');
    const secondStarted = (event: ConversationEvent) =>
      event.type === 'conversation.started' && event.conversation.id === second.id;
    const caughtUp = await listen(owner.headers, mark).until(secondStarted);
    // Exactly what happened after the mark, in order: everything since the first event.
    const everything = await listen(owner.headers).until(secondStarted);
    const afterMark = everything.slice(everything.findIndex((event) => event.id === mark) + 1);
    expect(caughtUp.map((event) => event.id)).toEqual(afterMark.map((event) => event.id));
    expect(caughtUp.map((event) => event.type)).toEqual(
      expect.arrayContaining(['message.created', 'conversation.handed_over']),
    );
    expect(new Set(caughtUp.map((event) => event.id)).size).toBe(caughtUp.length);
  });

  it('is for signed-in people: an API key may read the inbox but not act or stream', async () => {
    const { owner, chat, agent } = await setUp();
    const created = await server.request(
      '/api/v1/api-keys',
      jsonRequest('POST', { name: 'Robot' }, owner.headers),
    );
    const key = { authorization: `Bearer ${((await created.json()) as { key: string }).key}` };
    const conversation = await chat.started(agent.id, 'api');
    expect((await server.request('/api/v1/inbox', { headers: key })).status).toBe(200);
    expect((await act(key, conversation.id, 'take-over')).status).toBe(403);
    expect((await server.request('/api/v1/events', { headers: key })).status).toBe(403);

    const stranger = await server.signIn({ sampleData: false });
    expect((await act(stranger.headers, conversation.id, 'take-over')).status).toBe(404);
  });
});
