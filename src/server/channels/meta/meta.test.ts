import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { agentSchema } from '@shared/agents.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { messagingCopy } from '@shared/messaging.ts';
import { metaCopy, metaPageListSchema, metaPageSchema } from '@shared/meta.ts';
import { paths } from '@shared/paths.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { contact, message, metaPage } from '@server/platform/db/schema.ts';
import { listNotifications } from '@server/core/notifications/notification-store.ts';
import {
  type ChannelCustomer,
  handedOverConversation,
  storedMessagesOf,
  takeOverAndReply,
} from '@server/testing/channel-conversations.ts';
import { type FakeMetaGraph, startFakeMetaGraph } from '@server/testing/fake-meta-graph.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';
import type { ChannelTimings } from '@server/channels/channel-registry.ts';

const server = useTestServer('meta');
const APP_SECRET = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const VERIFY_TOKEN = 'verify-agentra-2026';
const PUBLIC_URL = 'https://agents.example.com';
const timings: ChannelTimings = {
  outbox: { pollMs: 50, firstRetryMs: 10, maxRetryMs: 40, attempts: 3 },
};
const waiting = { timeout: 15_000, interval: 50 };

let fake: FakeMetaGraph;
const running: TestApp[] = [];

beforeAll(async () => {
  fake = await startFakeMetaGraph({ appSecret: APP_SECRET });
});
afterAll(async () => {
  for (const app of running) await app.channels.stop();
  await fake.close();
});

function metaApp(env: Record<string, string> = {}) {
  const app = server.app(
    {
      PUBLIC_URL,
      META_GRAPH_URL: fake.url,
      META_APP_ID: '1234567890',
      META_APP_SECRET: APP_SECRET,
      META_VERIFY_TOKEN: VERIFY_TOKEN,
      ...env,
    },
    { channelTimings: timings },
  );
  app.channels.start();
  running.push(app);
  return app;
}

const messagesWith = (customer: ChannelCustomer) => storedMessagesOf(server.database.db, customer);

/** Meta posting a webhook call, signed as it signs (or not). */
function webhookCall(app: TestApp, body: string, signature: string | undefined) {
  return app.request('/api/channels/meta', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });
}

/** A business with an agent on Messenger and Instagram, a Q&A it answers from, and its Page. */
async function connectedBusiness(options: { humanAgent?: boolean } = {}) {
  const app = metaApp();
  const account = await server.signIn({ sampleData: false }, app);
  const headers = { ...account.headers, origin: PUBLIC_URL };
  const call = (method: string, path: string, body?: unknown) =>
    app.request(
      path,
      body === undefined ? { method, headers } : jsonRequest(method, body, headers),
    );
  const created = await call('POST', apiPaths.agents, {
    name: 'Front Desk',
    type: 'Support',
    channels: ['Messenger', 'Instagram'],
  });
  expect(created.status).toBe(201);
  const agent = agentSchema.parse(await created.json());
  const qa = await call('POST', apiPaths.knowledgeQa, {
    question: 'Can I take the rental car to Spain?',
    answer: 'Yes, with a cross-border fee of 50 euros.',
  });
  expect(qa.status).toBe(201);
  const page = fake.createPage(`Rentals ${agent.id.slice(0, 6)}`, {
    instagram: `rentals_${agent.id.slice(0, 6)}`,
    humanAgent: options.humanAgent,
  });
  const connected = await call('POST', apiPaths.metaPages, { token: page.token });
  expect(connected.status, await connected.clone().text()).toBe(201);
  const connection = metaPageSchema.parse(await connected.json());
  const agentPath = apiPath(apiPaths.metaPageAgent, { id: connection.id });
  for (const channel of ['messenger', 'instagram']) {
    const chosen = await call('PUT', agentPath, { channel, agentId: agent.id });
    expect(chosen.status).toBe(200);
  }
  const accountId = account.id as AccountId;
  const customerOf = (channel: 'messenger' | 'instagram', customerId: string): ChannelCustomer => ({
    accountId,
    channel,
    externalId: `${page.id}:${customerId}`,
  });
  return { app, headers, call, accountId, agent, page, connection, agentPath, customerOf };
}

describe('the webhook’s verification handshake', () => {
  it('echoes the challenge to the operator’s verify token, and refuses another', async () => {
    const app = metaApp();
    const handshake = (token: string) =>
      app.request(
        `/api/channels/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const accepted = await handshake(VERIFY_TOKEN);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe('1158201444');
    const refused = await handshake('guessed-token');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { message: metaCopy.verifyRefused } });
    expect((await app.request('/api/channels/meta?hub.mode=subscribe')).status).toBe(400);
  });
});

describe('connecting a Facebook Page', () => {
  it('reads the Page and its Instagram account, subscribes the app and seals the token', async () => {
    const { call, page, connection, agent } = await connectedBusiness();
    expect(connection).toMatchObject({
      pageId: page.id,
      pageName: page.name,
      instagram: { id: page.instagram!.id, username: page.instagram!.username },
      status: 'connected',
    });
    expect(fake.subscriptionOf(page.id)).toEqual(['messages', 'message_echoes']);
    const listed = await call('GET', apiPaths.metaPages);
    const body = await listed.text();
    expect(body).not.toContain(page.token);
    expect(metaPageListSchema.parse(JSON.parse(body))).toMatchObject({
      configured: true,
      pages: [{ agents: { messenger: agent.id, instagram: agent.id } }],
    });
    const [row] = await server.database.db
      .select()
      .from(metaPage)
      .where(eq(metaPage.pageId, page.id));
    expect(row!.tokenSealed).not.toContain(page.token);
  });

  it('refuses a token Meta does not accept with a field error, and an agent without the channel', async () => {
    const { call, agentPath } = await connectedBusiness();
    const refused = await call('POST', apiPaths.metaPages, { token: 'EAAGnotarealtokenatall0000' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { token: metaCopy.tokenRefused } },
    });
    const other = await call('POST', apiPaths.agents, {
      name: 'Web Only',
      type: 'Support',
      channels: ['Webchat'],
    });
    const webOnly = agentSchema.parse(await other.json());
    const chosen = await call('PUT', agentPath, { channel: 'instagram', agentId: webOnly.id });
    expect(chosen.status).toBe(409);
    expect(await chosen.json()).toMatchObject({
      error: { message: metaCopy.needsChannel.instagram },
    });
  });

  it('disconnects: the app is unsubscribed from the Page and the Page forgotten', async () => {
    const { call, page, connection } = await connectedBusiness();
    const res = await call('DELETE', apiPath(apiPaths.metaPage, { id: connection.id }));
    expect(res.status).toBe(204);
    expect(fake.subscriptionOf(page.id)).toBeUndefined();
    expect((await call('GET', apiPath(apiPaths.metaPage, { id: connection.id }))).status).toBe(404);
  });
});

describe('Facebook Login', () => {
  async function startedLogin() {
    const app = metaApp({ META_OAUTH_URL: 'https://www.facebook.com/v21.0/dialog/oauth' });
    const account = await server.signIn({ sampleData: false }, app);
    const headers = { ...account.headers, origin: PUBLIC_URL };
    const started = await app.request(apiPaths.metaLogin, jsonRequest('POST', {}, headers));
    expect(started.status).toBe(200);
    const dialog = new URL(((await started.json()) as { url: string }).url);
    const callback = (query: Record<string, string>) =>
      app.request(`${apiPaths.metaLoginCallback}?${new URLSearchParams(query)}`, { headers });
    return { app, headers, dialog, callback, state: dialog.searchParams.get('state')! };
  }

  it('sends the owner to Facebook’s dialog and connects every Page they granted', async () => {
    const { app, headers, dialog, callback, state } = await startedLogin();
    expect(dialog.origin + dialog.pathname).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe('1234567890');
    expect(dialog.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}${apiPaths.metaLoginCallback}`,
    );
    expect(dialog.searchParams.get('scope')).toContain('instagram_manage_messages');
    const first = fake.createPage('Harbour Cleaning', { instagram: 'harbour.cleaning' });
    const second = fake.createPage('Harbour Cleaning North');
    const res = await callback({ code: fake.grant([first.token, second.token]), state });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${paths.portal.meta}?facebook=connected`);
    const listed = metaPageListSchema.parse(
      await (await app.request(apiPaths.metaPages, { headers })).json(),
    );
    expect(listed.login).toBe(true);
    expect(listed.pages.map((row) => row.pageName)).toEqual([first.name, second.name]);
    expect(listed.pages[0]!.instagram).toMatchObject({ username: 'harbour.cleaning' });
    expect(fake.subscriptionOf(first.id)).toEqual(['messages', 'message_echoes']);
  });

  it('connects nothing with a state it did not make, used already, or after a refusal', async () => {
    const { app, headers, callback, state } = await startedLogin();
    const page = fake.createPage('Corner Garage');
    const code = fake.grant([page.token]);
    expect((await callback({ code, state: 'made-up-state' })).headers.get('location')).toBe(
      `${paths.portal.meta}?facebook=expired`,
    );
    expect(
      (await callback({ error: 'access_denied', error_reason: 'user_denied', state })).headers.get(
        'location',
      ),
    ).toBe(`${paths.portal.meta}?facebook=denied`);
    // The state was used by the refusal: the code cannot use it again.
    expect((await callback({ code, state })).headers.get('location')).toBe(
      `${paths.portal.meta}?facebook=expired`,
    );
    const listed = metaPageListSchema.parse(
      await (await app.request(apiPaths.metaPages, { headers })).json(),
    );
    expect(listed.pages).toEqual([]);
  });
});

describe('a customer on Messenger and Instagram', () => {
  it('gets the greeting and the answer from knowledge through the Send API, with typing shown', async () => {
    const { app, page, customerOf } = await connectedBusiness();
    const written = fake.customerWrites(
      page.token,
      'messenger',
      { firstName: 'Ada', lastName: 'Lovelace' },
      { text: 'Can I take the rental car to Spain?' },
    );
    const res = await webhookCall(app, written.body, written.signature);
    expect(res.status).toBe(200);
    const customer = customerOf('messenger', written.customerId);
    await vi.waitFor(async () => {
      expect(app.channels.inbound.answering.size).toBe(0);
      const stored = await messagesWith(customer);
      expect(stored.map((m) => m.sender)).toEqual(['agent', 'customer', 'agent']);
      expect(stored.every((m) => m.sender === 'customer' || m.delivery === 'sent')).toBe(true);
      expect(fake.sentTo(written.customerId).map((m) => m.text)).toEqual([
        stored[0]!.text,
        stored[2]!.text,
      ]);
    }, waiting);
    expect(fake.sentTo(written.customerId)[1]!.text).toContain('50 euros');
    expect(
      fake
        .sends(page.id)
        .some(
          (call) =>
            (call.body as { sender_action?: string }).sender_action === 'typing_on' &&
            call.token === page.token,
        ),
    ).toBe(true);
    // The customer's name was asked of Meta, once.
    const [known] = await server.database.db
      .select({ name: contact.name })
      .from(contact)
      .where(and(eq(contact.channel, 'messenger'), eq(contact.externalId, customer.externalId)));
    expect(known!.name).toBe('Ada Lovelace');
  });

  it('answers on Instagram, tells an attachment in words, and leaves the Page’s echoes aside', async () => {
    const { app, page, customerOf } = await connectedBusiness();
    const written = fake.customerWrites(
      page.token,
      'instagram',
      { firstName: 'Grace', lastName: 'Hopper' },
      { attachments: [{ type: 'image', payload: { url: 'https://cdn.example.com/dent.jpg' } }] },
    );
    expect((await webhookCall(app, written.body, written.signature)).status).toBe(200);
    const echo = fake.echo(page.token, written.customerId, 'Sent from the Page inbox');
    expect((await webhookCall(app, echo.body, echo.signature)).status).toBe(200);
    const customer = customerOf('instagram', written.customerId);
    await vi.waitFor(async () => {
      expect(app.channels.inbound.answering.size).toBe(0);
      const stored = await messagesWith(customer);
      const fromCustomer = stored.filter((m) => m.sender === 'customer');
      expect(fromCustomer.map((m) => m.text)).toEqual([
        metaCopy.attachment('image', 'https://cdn.example.com/dent.jpg'),
      ]);
      expect(fake.sentTo(written.customerId).length).toBeGreaterThanOrEqual(2);
    }, waiting);
  });

  it('refuses a call with a bad signature (401) and stores nothing', async () => {
    const { app, page, customerOf } = await connectedBusiness();
    const written = fake.customerWrites(
      page.token,
      'messenger',
      { firstName: 'Eve', lastName: 'Mallory' },
      { text: 'Hello' },
    );
    const forged = `sha256=${'0'.repeat(64)}`;
    expect((await webhookCall(app, written.body, forged)).status).toBe(401);
    expect((await webhookCall(app, written.body, undefined)).status).toBe(401);
    // Signed, then changed on the way: the signature no longer matches the raw body.
    const tampered = written.body.replace('Hello', 'Hello!');
    expect((await webhookCall(app, tampered, written.signature)).status).toBe(401);
    expect(await messagesWith(customerOf('messenger', written.customerId))).toEqual([]);
  });

  it('stores an event Meta delivers twice once', async () => {
    const { app, page, customerOf } = await connectedBusiness();
    const written = fake.customerWrites(
      page.token,
      'messenger',
      { firstName: 'Alan', lastName: 'Turing' },
      { text: 'Can I take the rental car to Spain?' },
    );
    expect((await webhookCall(app, written.body, written.signature)).status).toBe(200);
    expect((await webhookCall(app, written.body, written.signature)).status).toBe(200);
    const customer = customerOf('messenger', written.customerId);
    await vi.waitFor(async () => {
      expect(app.channels.inbound.answering.size).toBe(0);
      expect(fake.sentTo(written.customerId).length).toBeGreaterThanOrEqual(2);
    }, waiting);
    const stored = await messagesWith(customer);
    expect(stored.filter((m) => m.sender === 'customer')).toHaveLength(1);
    expect(stored.filter((m) => m.sender === 'agent')).toHaveLength(2);
  });

  it('is handed over, and a person’s reply goes out through the Send API', async () => {
    const { app, headers, page, customerOf } = await connectedBusiness();
    const written = fake.customerWrites(
      page.token,
      'messenger',
      { firstName: 'Ada', lastName: 'Byron' },
      { text: 'I want to talk to a human please' },
    );
    await webhookCall(app, written.body, written.signature);
    const customer = customerOf('messenger', written.customerId);
    const conversationId = await handedOverConversation(server.database.db, customer);
    await vi.waitFor(
      () =>
        expect(fake.sentTo(written.customerId).map((m) => m.text)).toContain(
          conversationCopy.handedOver,
        ),
      waiting,
    );
    await takeOverAndReply(app, headers, conversationId, 'Hi Ada, I can help with your booking.');
    await vi.waitFor(() => {
      const last = fake.sentTo(written.customerId).at(-1)!;
      expect(last.text.endsWith(': Hi Ada, I can help with your booking.')).toBe(true);
      expect(last.tag).toBeNull();
    }, waiting);

    // Longer than Messenger's 2,000 characters: it goes in parts, split between words.
    const long = Array.from({ length: 300 }, (_, at) => `word${at}`).join(' ');
    const sentBefore = fake.sentTo(written.customerId).length;
    await personReplies(app, headers, conversationId, long);
    await vi.waitFor(() => {
      const parts = fake.sentTo(written.customerId).slice(sentBefore);
      expect(parts.length).toBeGreaterThanOrEqual(2);
      expect(parts.every((part) => part.text.length <= 2000)).toBe(true);
      expect(parts.map((part) => part.text).join(' ')).toMatch(new RegExp(`: ${long}$`));
    }, waiting);
  });
});

/** Moves the customer's messages back by `hours`, on our side and on Meta's. */
async function customerWroteAgo(conversationId: string, customerId: string, hours: number) {
  await server.database.db
    .update(message)
    .set({ createdAt: new Date(Date.now() - hours * 60 * 60 * 1000) })
    .where(and(eq(message.conversationId, conversationId), eq(message.sender, 'customer')));
  fake.age(customerId, hours);
}

/** The conversation's last message as the inbox reads it. */
async function lastMessageOf(business: {
  app: TestApp;
  headers: Record<string, string>;
  conversationId: string;
}) {
  const read = await business.app.request(
    apiPath(apiPaths.conversation, { id: business.conversationId }),
    { headers: business.headers },
  );
  const { messages } = (await read.json()) as { messages: { deliveryNote?: string | null }[] };
  return messages.at(-1);
}

async function personReplies(
  app: TestApp,
  headers: Record<string, string>,
  id: string,
  text: string,
) {
  const reply = await app.request(
    apiPath(apiPaths.conversationReplies, { id }),
    jsonRequest('POST', { text }, headers),
  );
  expect(reply.status).toBe(201);
}

describe('Meta’s 24-hour window', () => {
  async function handedOver(options: { humanAgent?: boolean } = {}) {
    const business = await connectedBusiness(options);
    const written = fake.customerWrites(
      business.page.token,
      'messenger',
      { firstName: 'Lin', lastName: 'Wei' },
      { text: 'I want to talk to a human please' },
    );
    await webhookCall(business.app, written.body, written.signature);
    const customer = business.customerOf('messenger', written.customerId);
    const conversationId = await handedOverConversation(server.database.db, customer);
    await takeOverAndReply(business.app, business.headers, conversationId, 'Looking into it.');
    await vi.waitFor(
      () => expect(fake.sentTo(written.customerId).at(-1)?.text).toMatch(/Looking into it\.$/),
      waiting,
    );
    return { ...business, customerId: written.customerId, customer, conversationId };
  }

  it('past 24 hours, sends a person’s reply with the HUMAN_AGENT tag', async () => {
    const { app, headers, customerId, customer, conversationId } = await handedOver();
    await customerWroteAgo(conversationId, customerId, 30);
    await personReplies(app, headers, conversationId, 'Your refund went out today.');
    await vi.waitFor(async () => {
      const last = fake.sentTo(customerId).at(-1)!;
      expect(last).toMatchObject({ tag: 'HUMAN_AGENT' });
      expect(last.text).toContain('Your refund went out today.');
      expect((await messagesWith(customer)).at(-1)).toMatchObject({ delivery: 'sent' });
    }, waiting);
  });

  it('without the human agent permission, or past 7 days, marks the reply not delivered', async () => {
    const unpermitted = await handedOver({ humanAgent: false });
    await customerWroteAgo(unpermitted.conversationId, unpermitted.customerId, 30);
    const sentBefore = fake.sentTo(unpermitted.customerId).length;
    await personReplies(unpermitted.app, unpermitted.headers, unpermitted.conversationId, 'Hello?');
    await vi.waitFor(
      async () =>
        expect((await messagesWith(unpermitted.customer)).at(-1)).toMatchObject({
          sender: 'person',
          delivery: 'failed',
        }),
      waiting,
    );
    expect(fake.sentTo(unpermitted.customerId)).toHaveLength(sentBefore);

    const late = await handedOver();
    await customerWroteAgo(late.conversationId, late.customerId, 8 * 24);
    const sendsBefore = fake.sends(late.page.id).length;
    await personReplies(late.app, late.headers, late.conversationId, 'Still there?');
    await vi.waitFor(
      async () =>
        expect((await messagesWith(late.customer)).at(-1)).toMatchObject({ delivery: 'failed' }),
      waiting,
    );
    // Known to be past the window: Meta is not even asked.
    expect(fake.sends(late.page.id).length).toBe(sendsBefore);
    // The inbox says why.
    expect(await lastMessageOf(late)).toMatchObject({
      deliveryNote: metaCopy.pastHumanAgentWindow,
    });
    expect((await lastMessageOf(unpermitted))!.deliveryNote).toMatch(
      /^Not sent: past 24 hours a reply needs Meta’s human agent permission/,
    );
  });
});

describe('a revoked Page token', () => {
  it('turns the Page disconnected and rings the bell once', async () => {
    const { app, call, page, accountId, agent, connection, customerOf } = await connectedBusiness();
    fake.revoke(page.token);
    for (const text of ['Hello?', 'Anyone?']) {
      const written = fake.customerWrites(
        page.token,
        'messenger',
        { id: `${page.id}9`, firstName: 'Kay', lastName: 'Ng' },
        { text },
      );
      await webhookCall(app, written.body, written.signature);
    }
    const customer = customerOf('messenger', `${page.id}9`);
    await vi.waitFor(async () => {
      const stored = await messagesWith(customer);
      expect(stored.filter((m) => m.sender === 'customer')).toHaveLength(2);
      const shown = stored.filter((m) => m.sender !== 'customer');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((m) => m.delivery === 'failed')).toBe(true);
    }, waiting);
    const { notifications } = await listNotifications(accountId, server.database.db, { limit: 10 });
    const down = notifications.filter((n) => n.title === messagingCopy.channelDownTitle);
    expect(down).toHaveLength(1);
    expect(down[0]!.message).toContain(agent.name);
    expect(down[0]!.message).toContain(metaCopy.tokenRevoked);
    const read = await call('GET', apiPath(apiPaths.metaPage, { id: connection.id }));
    expect(await read.json()).toMatchObject({ status: 'disconnected' });
  });
});
