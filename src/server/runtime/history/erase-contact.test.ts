import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { agentSchema } from '@shared/agents.ts';
import { historyPageSchema } from '@shared/history.ts';
import { pairingSchema, pairingStatusSchema, simulatedPhoneSchema } from '@shared/integrations.ts';
import { type WebchatSettings, webchatInputOf } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation, outboxMail } from '@server/platform/db/schema.ts';
import { recordOutboxMail } from '@server/core/conversations/outbox-mails.ts';
import { createSimulatedWhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { allEvents } from '@server/testing/agent-chat.ts';
import { type FakeTelegram, startFakeTelegram } from '@server/testing/fake-telegram.ts';
import { whereStored } from '@server/testing/stored-words.ts';
import {
  jsonRequest,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';
import { widgetClient } from '@server/testing/widget-client.ts';

const server = useTestServer('erase-contact');
const PUBLIC_URL = 'https://agents.example.com';
const site = 'https://shop.example';
const wait = { timeout: 15_000, interval: 50 };

// Each customer's own phone number: words nobody else writes, so finding one anywhere after
// the erasure is finding what the erasure left behind.
const words = {
  widget: '+44 7700 900123',
  telegram: '+44 7700 900456',
  whatsapp: '+44 7700 900789',
  kept: '+44 7700 900999',
};

let fake: FakeTelegram;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeTelegram();
  app = server.app(
    { PUBLIC_URL, TELEGRAM_API_URL: fake.url },
    {
      // The phone scans at once.
      whatsappGateway: createSimulatedWhatsappGateway({ generationMs: 1, scanMs: 10 }),
      channelTimings: {
        outbox: { pollMs: 50, firstRetryMs: 10, maxRetryMs: 40, attempts: 3 },
        polling: { waitSeconds: 0, idleMs: 50, leaseMs: 30_000 },
      },
    },
  );
  app.channels.start();
});
afterAll(async () => {
  await app.channels.stop();
  await fake.close();
});

type Headers = Record<string, string>;

async function call(path: string, init: RequestInit, status = 200) {
  const res = await app.request(path, init);
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<unknown>;
}

/** A business with one agent answering on its website, a Telegram bot and a WhatsApp number. */
async function business() {
  const account = await server.signIn({ sampleData: false }, app);
  const headers = { ...account.headers, origin: new URL(PUBLIC_URL).origin };
  const agent = agentSchema.parse(
    await call(
      apiPaths.agents,
      jsonRequest(
        'POST',
        { name: 'Front Desk', type: 'Support', channels: ['Webchat', 'Telegram', 'WhatsApp'] },
        headers,
      ),
      201,
    ),
  );
  return { accountId: account.id as AccountId, headers, agent };
}

async function onWebsite(headers: Headers, agentId: string) {
  const path = apiPath(apiPaths.agentWebchat, { id: agentId });
  const current = (await call(path, { headers })) as WebchatSettings;
  const settings = (await call(
    path,
    jsonRequest('PUT', webchatInputOf(current, { allowedOrigins: [site] }), headers),
  )) as WebchatSettings;
  /** A visitor of the website who writes `text` in the widget. */
  return async (text: string) => {
    const visitor = widgetClient(app, settings.publicId, site);
    await visitor.visit();
    const started = await visitor.started();
    await allEvents(await visitor.send(started.id, text));
  };
}

async function onTelegram(headers: Headers, agentId: string) {
  const token = fake.createBot('corner_shop_bot');
  await call(
    apiPath(apiPaths.agentTelegram, { id: agentId }),
    jsonRequest('PUT', { token }, headers),
  );
  const secret = fake.webhookOf(token)!.secret;
  /** A Telegram user who writes `text` to the bot, through the bot's webhook. */
  return async (chatId: number, text: string) => {
    await call(`/api/channels/telegram/${agentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: JSON.stringify(fake.customerWrites(token, chatId, text)),
    });
  };
}

async function onWhatsapp(headers: Headers, agentId: string) {
  const { pairingId } = pairingSchema.parse(
    await call(
      apiPaths.whatsappPairings,
      jsonRequest('POST', { name: 'Shop', phone: '+14155550100' }, headers),
      201,
    ),
  );
  const instanceId = await vi.waitFor(async () => {
    const status = pairingStatusSchema.parse(
      await call(apiPath(apiPaths.whatsappPairing, { id: pairingId }), { headers }),
    );
    expect(status.status).toBe('connected');
    return status.instance!.id;
  }, wait);
  await call(
    apiPath(apiPaths.whatsappInstanceAgent, { id: instanceId }),
    jsonRequest('PUT', { agentId }, headers),
  );
  return {
    /** The simulated phone's customer writes `text` to the number. */
    write: (text: string) =>
      call(
        apiPath(apiPaths.whatsappSimulatedPhoneMessages, { id: instanceId }),
        jsonRequest('POST', { text }, headers),
        201,
      ),
    /** What the simulated phone shows. */
    thread: async () =>
      simulatedPhoneSchema
        .parse(
          await call(apiPath(apiPaths.whatsappSimulatedPhone, { id: instanceId }), { headers }),
        )
        .messages.map((message) => message.text),
  };
}

describe('erasing a customer', () => {
  it('leaves their words and their conversations nowhere: no table, no mail, no file, no phone', async () => {
    const { headers, agent } = await business();
    const widgetVisitorWrites = await onWebsite(headers, agent.id);
    const telegramUserWrites = await onTelegram(headers, agent.id);
    const whatsapp = await onWhatsapp(headers, agent.id);
    const telegramChat = 4242;

    // Questions outside the agent's (empty) knowledge: each is handed over to the team, which
    // rings the bell and mails the account's address (to the outbox folder: no SMTP here).
    await widgetVisitorWrites(`Can someone call me back? My phone is ${words.widget}`);
    await widgetVisitorWrites(`Please ring me on ${words.kept} about my order`);
    await telegramUserWrites(telegramChat, `Call me on ${words.telegram}, please`);
    await whatsapp.write(`My number is ${words.whatsapp}, can a person call me?`);
    await vi.waitFor(async () => expect(await readOutbox(server.dataDir)).toHaveLength(4), wait);
    await app.mailer.settle();

    const { conversations } = historyPageSchema.parse(
      await call(`${apiPaths.conversations}?limit=100`, { headers }),
    );
    expect(conversations.map((c) => c.status)).toEqual(Array(4).fill('waiting'));
    const erased = conversations.filter((c) => !c.firstMessage?.includes(words.kept));
    const kept = conversations.filter((c) => c.firstMessage?.includes(words.kept));
    const erasedWords = [words.widget, words.telegram, words.whatsapp];
    // Their ids are in the links of the bell and of the mails: nothing about them may stay.
    const erasedIds = erased.flatMap((c) => [c.id, c.contact!.id]);

    // The search reaches everywhere the words and ids are before the erasure.
    const before = await whereStored(server.database.db, server.dataDir, [
      ...erasedWords,
      ...erasedIds,
    ]);
    for (const place of ['table public.message', 'table public.notification']) {
      expect(before.map((found) => found.place)).toContain(place);
    }
    expect(before.some((found) => found.place.startsWith('file outbox/'))).toBe(true);
    expect((await whatsapp.thread()).join('\n')).toContain(words.whatsapp);

    for (const visit of erased) {
      await call(apiPath(apiPaths.contact, { id: visit.contact!.id }), {
        method: 'DELETE',
        headers,
      });
    }

    expect(
      await whereStored(server.database.db, server.dataDir, [...erasedWords, ...erasedIds]),
    ).toEqual([]);
    expect((await whatsapp.thread()).join('\n')).not.toContain(words.whatsapp);

    // The other customer keeps everything: their conversation, the bell's note, the mail.
    const still = await whereStored(server.database.db, server.dataDir, [words.kept, kept[0]!.id]);
    for (const place of ['table public.message', 'table public.notification']) {
      expect(still.map((found) => found.place)).toContain(place);
    }
    expect(still.some((found) => found.place.startsWith('file outbox/'))).toBe(true);
    expect(await readOutbox(server.dataDir)).toHaveLength(1);
  });

  it('removes the mails of a deleted conversation, one written while it went, and a removal cut short', async () => {
    const { accountId, headers, agent } = await business();
    const visitorWrites = await onWebsite(headers, agent.id);
    await visitorWrites('Is anyone there?');
    await visitorWrites('Do you open on Sundays?');
    await app.mailer.settle();
    const { conversations } = historyPageSchema.parse(
      await call(apiPaths.conversations, { headers }),
    );
    const [first, second] = conversations.map((c) => c.id);
    const mailAbout = (id: string) =>
      app.mailer.send({ to: 'owner@example.com', subject: 'About', text: id, html: id });
    const outboxFiles = async () => (await readOutbox(server.dataDir)).map((mail) => mail.file);
    const mailsAbout = async (id: string) =>
      (await readOutbox(server.dataDir)).filter((mail) => mail.text.includes(id));
    expect(await mailsAbout(first!)).toHaveLength(1);

    // Written by the mailer, then the conversation deleted before the mail was recorded.
    const late = await mailAbout(first!);
    await call(apiPath(apiPaths.conversation, { id: first! }), { method: 'DELETE', headers });
    await recordOutboxMail({ db: server.database.db, mailer: app.mailer }, accountId, first!, late);
    expect(await outboxFiles()).not.toContain(late.outboxFile);
    expect(await mailsAbout(first!)).toEqual([]);

    // Left by a process that stopped between an erasure's commit and its removal of the files:
    // the next erasure finishes it.
    const left = await mailAbout(second!);
    await server.database.db
      .insert(outboxMail)
      .values({ accountId, conversationId: null, file: left.outboxFile! });
    const contactId = conversations[1]!.contact!.id;
    await call(apiPath(apiPaths.contact, { id: contactId }), { method: 'DELETE', headers });
    expect(await outboxFiles()).not.toContain(left.outboxFile);
    expect(
      await server.database.db.select().from(outboxMail).where(eq(outboxMail.accountId, accountId)),
    ).toEqual([]);
  });
});

/**
 * Sends `request` while another session of the database holds rows it needs (`holds`), then
 * asks for rows the request has locked by then (`wants`): each waits for the other, and
 * PostgreSQL ends the request's transaction, which waited first. The request must still go
 * through. `waitsOn` is how its statement begins, to know it is waiting.
 */
async function throughADeadlock(
  request: () => Promise<Response>,
  waitsOn: string,
  holds: (session: postgres.Sql) => Promise<unknown>,
  wants: (session: postgres.Sql) => Promise<unknown>,
) {
  const other = postgres(server.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  try {
    const session = await other.reserve();
    await session`begin`;
    await holds(session);
    const answer = request();
    await vi.waitFor(async () => {
      const waiting = await other`select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
        and query like ${`${waitsOn}%`}`;
      expect(waiting).toHaveLength(1);
    }, wait);
    await wants(session);
    await session`commit`;
    session.release();
    const res = await answer;
    expect(res.status, await res.clone().text()).toBe(200);
  } finally {
    await other.end();
  }
}

/** A website visitor's conversation, handed over: it has messages and the bell's notification. */
async function handedOverVisit() {
  const { headers, agent } = await business();
  await (
    await onWebsite(headers, agent.id)
  )('Can someone call me back?');
  const [visit] = historyPageSchema.parse(
    await call(apiPaths.conversations, { headers }),
  ).conversations;
  return { headers, id: visit!.id, contactId: visit!.contact!.id };
}

const conversationsNamed = (id: string) =>
  server.database.db.select().from(conversation).where(eq(conversation.id, id));

// Only PostgreSQL has other sessions that can hold rows: the embedded database is one.
describe('erasing on PostgreSQL, while a worker holds the same rows', () => {
  it('erases a customer when the worker locked them before their messages', async (context) => {
    if (server.database.kind !== 'postgres') context.skip();
    const visit = await handedOverVisit();
    await throughADeadlock(
      () =>
        app.request(apiPath(apiPaths.contact, { id: visit.contactId }), {
          method: 'DELETE',
          headers: visit.headers,
        }),
      'delete from "contact"',
      (session) => session`select id from contact where id = ${visit.contactId} for update`,
      (session) =>
        session`update message set delivery = 'sent' where conversation_id = ${visit.id}`,
    );
    expect(await conversationsNamed(visit.id)).toEqual([]);
  });

  it('deletes a conversation when the worker locked its notification before it', async (context) => {
    if (server.database.kind !== 'postgres') context.skip();
    const visit = await handedOverVisit();
    await throughADeadlock(
      () =>
        app.request(apiPath(apiPaths.conversation, { id: visit.id }), {
          method: 'DELETE',
          headers: visit.headers,
        }),
      'delete from "conversation"',
      (session) =>
        session`select id from notification where conversation_id = ${visit.id} for update`,
      (session) => session`update conversation set last_message_at = now() where id = ${visit.id}`,
    );
    expect(await conversationsNamed(visit.id)).toEqual([]);
  });
});
