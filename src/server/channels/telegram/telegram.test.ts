import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { agentSchema } from '@shared/agents.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { messagingCopy } from '@shared/messaging.ts';
import { telegramConnectionSchema, telegramCopy } from '@shared/telegram.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { telegramBot } from '@server/platform/db/schema.ts';
import { getConversationWithMessages } from '@server/core/conversations/conversation-store.ts';
import { listNotifications } from '@server/core/notifications/notification-store.ts';
import {
  type ChannelCustomer,
  handedOverConversation,
  storedMessagesOf,
  takeOverAndReply,
} from '@server/testing/channel-conversations.ts';
import { type FakeTelegram, startFakeTelegram } from '@server/testing/fake-telegram.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';
import type { ChannelTimings } from '@server/channels/channel-registry.ts';

const server = useTestServer('telegram');
const PUBLIC_URL = 'https://agents.example.com';
/** Short waits, so retries and polling rounds take moments, not minutes. */
const timings: ChannelTimings = {
  outbox: { pollMs: 50, firstRetryMs: 10, maxRetryMs: 40, attempts: 3 },
  polling: { waitSeconds: 0, idleMs: 50, leaseMs: 30_000 },
};

let fake: FakeTelegram;
let chatIds = 100;
const running: TestApp[] = [];

beforeAll(async () => {
  fake = await startFakeTelegram();
});
afterAll(async () => {
  for (const app of running) await app.channels.stop();
  await fake.close();
});

/** An app on the shared database talking to the fake Telegram, its workers running. */
function appAt(publicUrl: string) {
  const app = server.app(
    { PUBLIC_URL: publicUrl, TELEGRAM_API_URL: fake.url },
    { channelTimings: timings },
  );
  app.channels.start();
  running.push(app);
  return app;
}

/** A business with an agent on Telegram, signed in on `app`. */
async function businessOn(app: TestApp) {
  const account = await server.signIn({ sampleData: false }, app);
  const headers = { ...account.headers, origin: new URL(app.env.PUBLIC_URL!).origin };
  const created = await app.request(
    apiPaths.agents,
    jsonRequest('POST', { name: 'Front Desk', type: 'Support', channels: ['Telegram'] }, headers),
  );
  expect(created.status).toBe(201);
  const agent = agentSchema.parse(await created.json());
  const path = apiPath(apiPaths.agentTelegram, { id: agent.id });
  const connect = (token: string) => app.request(path, jsonRequest('PUT', { token }, headers));
  return { accountId: account.id as AccountId, headers, agent, path, connect };
}

/** Telegram posting an update to our webhook, with the secret it was given (or another). */
function webhookCall(app: TestApp, agentId: string, update: unknown, secret: string | undefined) {
  return app.request(`/api/channels/telegram/${agentId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
    body: JSON.stringify(update),
  });
}

const messagesWith = (customer: ChannelCustomer) => storedMessagesOf(server.database.db, customer);

async function connectedBusiness() {
  const app = appAt(PUBLIC_URL);
  const business = await businessOn(app);
  const token = fake.createBot(`shop${chatIds}_bot`);
  expect((await business.connect(token)).status).toBe(200);
  const secret = fake.webhookOf(token)!.secret;
  const chatId = ++chatIds;
  const write = (text: string) =>
    webhookCall(app, business.agent.id, fake.customerWrites(token, chatId, text), secret);
  const customer = {
    accountId: business.accountId,
    channel: 'telegram',
    externalId: String(chatId),
  } as const;
  return { app, ...business, token, secret, chatId, customer, write };
}

describe('connecting a Telegram bot', () => {
  it('checks the token with getMe, registers the webhook with a secret, and never shows the token', async () => {
    const app = appAt(PUBLIC_URL);
    const { agent, path, connect, headers } = await businessOn(app);
    const token = fake.createBot('corner_shop_bot');
    const res = await connect(token);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain(token);
    expect(telegramConnectionSchema.parse(JSON.parse(body))).toMatchObject({
      connected: true,
      botUsername: 'corner_shop_bot',
      mode: 'webhook',
      status: 'connected',
    });
    expect(fake.calls('getMe').some((call) => call.token === token)).toBe(true);
    const webhook = fake.webhookOf(token)!;
    expect(webhook.url).toBe(`${PUBLIC_URL}/api/channels/telegram/${agent.id}`);
    expect(webhook.secret.length).toBeGreaterThanOrEqual(32);
    const [row] = await server.database.db
      .select()
      .from(telegramBot)
      .where(eq(telegramBot.agentId, agent.id));
    expect(row!.tokenSealed).not.toContain(token);
    const read = await app.request(path, { headers });
    expect(await read.json()).toMatchObject({ connected: true, botUsername: 'corner_shop_bot' });
  });

  it('refuses a token Telegram does not know with a field error in words', async () => {
    const app = appAt(PUBLIC_URL);
    const { connect } = await businessOn(app);
    const res = await connect('123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawX');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { token: telegramCopy.tokenRefused } },
    });
  });

  it('disconnects: the webhook is removed and the connection forgotten', async () => {
    const { app, path, headers, token } = await connectedBusiness();
    const res = await app.request(path, { method: 'DELETE', headers });
    expect(await res.json()).toMatchObject({ connected: false });
    expect(fake.webhookOf(token)).toBeUndefined();
  });
});

describe('a customer on Telegram', () => {
  it('gets the greeting and the answer through sendMessage, with typing shown', async () => {
    const { app, write, chatId, token, customer } = await connectedBusiness();
    const res = await write('What are your opening hours?');
    expect(res.status).toBe(200);
    await vi.waitFor(
      async () => {
        // The answer is written (and a hand-over, if the agent passed the question on).
        expect(app.channels.inbound.answering.size).toBe(0);
        const stored = await messagesWith(customer);
        expect(stored.map((m) => m.sender).slice(0, 3)).toEqual(['agent', 'customer', 'agent']);
        const shown = stored.filter((m) => m.sender !== 'customer');
        expect(shown.every((m) => m.delivery === 'sent')).toBe(true);
        expect(fake.sentTo(chatId)).toEqual(shown.map((m) => m.text));
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(
      fake
        .calls('sendChatAction')
        .some((call) => call.token === token && Number(call.params.chat_id) === chatId),
    ).toBe(true);
  });

  it('stores an update Telegram sends twice once', async () => {
    const { app, agent, token, secret, chatId, customer } = await connectedBusiness();
    const update = fake.customerWrites(token, chatId, 'Do you have gift cards?');
    expect((await webhookCall(app, agent.id, update, secret)).status).toBe(200);
    expect((await webhookCall(app, agent.id, update, secret)).status).toBe(200);
    await vi.waitFor(async () => expect(fake.sentTo(chatId).length).toBeGreaterThanOrEqual(2), {
      timeout: 15_000,
      interval: 50,
    });
    const stored = await messagesWith(customer);
    expect(stored.filter((m) => m.sender === 'customer')).toHaveLength(1);
    expect(stored.filter((m) => m.sender === 'agent')).toHaveLength(2);
  });

  it('refuses a webhook call with a wrong secret (401) and stores nothing', async () => {
    const { app, agent, token, chatId, customer } = await connectedBusiness();
    const update = fake.customerWrites(token, chatId, 'Hello');
    expect((await webhookCall(app, agent.id, update, 'not-the-secret')).status).toBe(401);
    expect((await webhookCall(app, agent.id, update, undefined)).status).toBe(401);
    expect(await messagesWith(customer)).toEqual([]);
  });

  it('is handed over, and a person’s reply goes out through sendMessage', async () => {
    const { app, headers, accountId, write, chatId, customer } = await connectedBusiness();
    await write('I want to talk to a human please');
    const conversationId = await handedOverConversation(server.database.db, customer);
    await vi.waitFor(
      async () => expect(fake.sentTo(chatId)).toContain(conversationCopy.handedOver),
      { timeout: 15_000, interval: 50 },
    );
    await takeOverAndReply(app, headers, conversationId, 'Hi Ada, I can help with your order.');
    await vi.waitFor(
      () =>
        expect(
          fake
            .sentTo(chatId)
            .some((text) => text.endsWith(': Hi Ada, I can help with your order.')),
        ).toBe(true),
      { timeout: 15_000, interval: 50 },
    );
    const { messages } = await getConversationWithMessages(
      accountId,
      server.database.db,
      conversationId,
    );
    expect(messages.at(-1)).toMatchObject({ sender: 'person', delivery: 'sent' });
  });

  it('gets the answer once Telegram is back after being down', async () => {
    const { write, chatId, customer } = await connectedBusiness();
    fake.goDown(2);
    await write('Do you deliver on Sundays?');
    await vi.waitFor(
      async () => {
        const stored = await messagesWith(customer);
        expect(stored.filter((m) => m.sender === 'agent').map((m) => m.delivery)).toEqual([
          'sent',
          'sent',
        ]);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(fake.sentTo(chatId).length).toBeGreaterThanOrEqual(2);
  });

  it('marks a message failed when Telegram stays down past the last try', async () => {
    const { write, customer } = await connectedBusiness();
    fake.goDown(1_000);
    await write('Is anyone there?');
    await vi.waitFor(
      async () => {
        const stored = await messagesWith(customer);
        expect(stored[0]).toMatchObject({ sender: 'agent', delivery: 'failed' });
      },
      { timeout: 15_000, interval: 50 },
    );
    fake.goDown(0);
  });

  it('rings the bell once when the bot’s token is revoked', async () => {
    const { write, token, customer, accountId, agent, app, path, headers } =
      await connectedBusiness();
    fake.revoke(token);
    await write('Hello?');
    await vi.waitFor(
      async () => {
        const stored = await messagesWith(customer);
        expect(
          stored.filter((m) => m.sender !== 'customer').every((m) => m.delivery === 'failed'),
        ).toBe(true);
        expect(stored.length).toBeGreaterThan(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    const { notifications } = await listNotifications(accountId, server.database.db, {
      limit: 10,
    });
    const down = notifications.filter((n) => n.title === messagingCopy.channelDownTitle);
    expect(down).toHaveLength(1);
    expect(down[0]!.message).toContain(agent.name);
    const read = await app.request(path, { headers });
    expect(await read.json()).toMatchObject({ status: 'disconnected' });
  });
});

describe('long polling, when PUBLIC_URL is not https', () => {
  it('connects without a webhook and answers what getUpdates brings, polled by one process', async () => {
    const first = appAt('http://127.0.0.1:3999');
    const second = appAt('http://127.0.0.1:3999');
    const { connect, path, headers, accountId } = await businessOn(first);
    const token = fake.createBot('polled_bot');
    const res = await connect(token);
    expect(await res.json()).toMatchObject({ connected: true, mode: 'polling' });
    expect(fake.webhookOf(token)).toBeUndefined();
    expect(fake.calls('deleteWebhook').some((call) => call.token === token)).toBe(true);

    const chatId = ++chatIds;
    const customer = { accountId, channel: 'telegram', externalId: String(chatId) } as const;
    fake.customerWrites(token, chatId, 'What are your opening hours?');
    await vi.waitFor(
      async () => {
        const stored = await messagesWith(customer);
        expect(stored.filter((m) => m.sender === 'customer')).toHaveLength(1);
        expect(fake.sentTo(chatId).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000, interval: 50 },
    );
    // Every app of this file polls on the same database: one of them, only, is the leader.
    expect(running.filter((app) => app.channels.adapters.telegram.poller.isLeader())).toHaveLength(
      1,
    );
    expect(fake.conflicts()).toBe(0);

    // Disconnected: the bot is no longer asked.
    await first.request(path, { method: 'DELETE', headers });
    // Every poller of the file stopped, so no round that started before the removal is counted.
    for (const app of running) await app.channels.adapters.telegram.poller.stop();
    const asked = fake.calls('getUpdates').filter((call) => call.token === token).length;
    await first.channels.adapters.telegram.poller.pollOnce();
    await second.channels.adapters.telegram.poller.pollOnce();
    expect(fake.calls('getUpdates').filter((call) => call.token === token)).toHaveLength(asked);
  });
});
