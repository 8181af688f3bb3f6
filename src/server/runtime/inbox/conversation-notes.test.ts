import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import type { ConversationEvent } from '@shared/conversations.ts';
import { conversationDetailSchema, NOTE_MAX_LENGTH, noteCopy, noteSchema } from '@shared/notes.ts';
import { channelOutbox, message } from '@server/platform/db/schema.ts';
import { agentChat, sseEvents } from '@server/testing/agent-chat.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '@server/testing/fake-chat-provider.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('conversation-notes');
let provider: FakeChatProvider;
beforeAll(async () => {
  provider = await startFakeChatProvider();
});
afterAll(async () => {
  await provider.close();
});

type Headers = Record<string, string>;

/** An app whose agent answers with the fake provider's model, so its context can be read. */
const modelApp = () =>
  server.app({
    LLM_BASE_URL: provider.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
  });

async function setUp(app = server.app()) {
  const owner = await server.signIn({ sampleData: false }, app);
  const chat = agentChat(app, owner.headers);
  const agent = await chat.newAgent();
  const conversation = await chat.started(agent.id, 'api');
  const me = (await (await app.request(apiPaths.me, { headers: owner.headers })).json()) as {
    name: string;
  };
  return { app, owner, chat, conversation, name: me.name };
}

const addNote = (
  app: { request: typeof server.request },
  headers: Headers,
  id: string,
  text: unknown,
) =>
  app.request(apiPath(apiPaths.conversationNotes, { id }), jsonRequest('POST', { text }, headers));

async function detail(app: { request: typeof server.request }, headers: Headers, id: string) {
  const res = await app.request(apiPath(apiPaths.conversation, { id }), { headers });
  expect(res.status).toBe(200);
  return conversationDetailSchema.parse(await res.json());
}

describe('notes on a conversation', () => {
  it('stores a note with its author and time, in the team’s transcript and live stream', async () => {
    const { app, owner, conversation, name } = await setUp();
    const controller = new AbortController();
    const stream = await app.request(apiPaths.events, {
      headers: owner.headers,
      signal: controller.signal,
    });
    const next = sseEvents(stream);

    const res = await addNote(app, owner.headers, conversation.id, '  Prefers email.  ');
    expect(res.status).toBe(201);
    const note = noteSchema.parse(await res.json());
    expect(note).toMatchObject({
      conversationId: conversation.id,
      authorName: name,
      text: 'Prefers email.',
    });
    expect(Date.parse(note.createdAt)).not.toBeNaN();

    const frame = await next();
    expect(frame?.event).toBe('note.created');
    expect((frame?.data as ConversationEvent).conversation.id).toBe(conversation.id);
    controller.abort();

    const read = await detail(app, owner.headers, conversation.id);
    expect(read.notes).toEqual([note]);
    expect(read.messages.map((m) => m.text)).not.toContain('Prefers email.');

    const exported = (format: string) =>
      app.request(
        `${apiPath(apiPaths.conversationExport, { id: conversation.id })}?format=${format}`,
        {
          headers: owner.headers,
        },
      );
    const csv = await (await exported('csv')).text();
    expect(csv).toContain(`${note.id},${noteCopy.exportSender},${name},Prefers email.`);
    const [json] = (await (await exported('json')).json()) as { notes: unknown[] }[];
    expect(json?.notes).toEqual([note]);
  });

  it('refuses an empty or too long note in words, and another account’s conversation', async () => {
    const { app, owner, conversation } = await setUp();
    for (const text of ['   ', 'x'.repeat(NOTE_MAX_LENGTH + 1), 42]) {
      const res = await addNote(app, owner.headers, conversation.id, text);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.text).toMatch(/note/);
    }
    const stranger = await server.signIn({ sampleData: false }, app);
    const res = await addNote(app, stranger.headers, conversation.id, 'Not mine.');
    expect(res.status).toBe(404);
    expect((await detail(app, owner.headers, conversation.id)).notes).toEqual([]);
  });

  it('never reaches the customer: no message, nothing in the outbox, not in the model’s context', async () => {
    const { app, owner, chat, conversation } = await setUp(modelApp());
    const secret = 'Refund approved by Dana, do not promise more';
    const db = server.database.db;
    const outboxBefore = await db.select().from(channelOutbox);

    expect((await addNote(app, owner.headers, conversation.id, secret)).status).toBe(201);
    const asked = await chat.send(conversation.id, 'Can I get a refund?');
    expect(asked.status).toBe(201);

    const messages = await db
      .select()
      .from(message)
      .where(eq(message.conversationId, conversation.id));
    expect(messages.map((m) => m.text)).not.toContain(secret);
    expect(await db.select().from(channelOutbox)).toEqual(outboxBefore);
    const context = JSON.stringify(provider.requests.at(-1)?.body.messages);
    expect(context).toContain('Can I get a refund?');
    expect(context).not.toContain(secret);
  });
});
