import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { changeConversations } from './conversation-changes.ts';
import { addMessage } from './conversation-messages.ts';
import { conversationRow } from './conversation-store.ts';
import { startConversation } from './start-conversation.ts';
import { streamConversationEvents } from './stream-conversation-events.ts';

const server = useTestServer('conversation-stream');

type Parsed = { id?: string; event?: string; data?: string };

/** Reads server-sent events off a response body as they come. */
function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<Parsed> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const parsed: Parsed = {};
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').trimStart();
          if (field === 'id' || field === 'event' || field === 'data') parsed[field] = value;
        }
        if (parsed.data !== undefined) return parsed;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('The stream ended.');
      buffer += value;
    }
  };
}

describe('the live stream of conversation events', () => {
  it('sends events as they happen, and after a reconnect what was missed, once', async () => {
    const { db } = server.database;
    const bus = createLocalEventBus();
    const deps = { db, bus };
    const accountId = (await server.signIn({ sampleData: false })).id as AccountId;
    const app = new Hono().get('/events', (c) => streamConversationEvents(c, deps, accountId));
    const say = (id: string, text: string) =>
      changeConversations(deps, accountId, async (tx, record) =>
        addMessage(tx, record, await conversationRow(accountId, tx, id), {
          sender: 'customer',
          text,
        }),
      );

    const first = new AbortController();
    const res = await app.request('/events', { signal: first.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const next = sseReader(res);
    const started = await startConversation(deps, accountId, {
      agent: { id: null, name: 'Desk' },
      channel: 'webchat',
    });
    const startedEvent = await next();
    expect(startedEvent.event).toBe('conversation.started');
    await say(started.id, 'first');
    const firstMessage = await next();
    expect((JSON.parse(firstMessage.data!) as ConversationEvent).message?.text).toBe('first');
    first.abort();

    await say(started.id, 'while away 1');
    await say(started.id, 'while away 2');
    const again = await app.request('/events', { headers: { 'last-event-id': firstMessage.id! } });
    const resumed = sseReader(again);
    const texts = [];
    for (let i = 0; i < 2; i++) {
      texts.push((JSON.parse((await resumed()).data!) as ConversationEvent).message?.text);
    }
    await say(started.id, 'live again');
    texts.push((JSON.parse((await resumed()).data!) as ConversationEvent).message?.text);
    expect(texts).toEqual(['while away 1', 'while away 2', 'live again']);
  });
});
