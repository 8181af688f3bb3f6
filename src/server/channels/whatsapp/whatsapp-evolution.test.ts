import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { agentSchema } from '@shared/agents.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { pairingSchema, pairingStatusSchema } from '@shared/integrations.ts';
import { messagingCopy } from '@shared/messaging.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { contact } from '@server/platform/db/schema.ts';
import { getConversationWithMessages } from '@server/core/conversations/conversation-store.ts';
import { listNotifications } from '@server/core/notifications/notification-store.ts';
import {
  type ChannelCustomer,
  handedOverConversation,
  storedMessagesOf,
  takeOverAndReply,
} from '@server/testing/channel-conversations.ts';
import { type FakeEvolution, startFakeEvolution } from '@server/testing/fake-evolution.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';
import type { ChannelTimings } from '@server/channels/channel-registry.ts';
import { createEvolutionGateway } from './evolution-gateway.ts';
import { checkWhatsappConnections } from './whatsapp-channel.ts';

const server = useTestServer('whatsapp-evolution');
const API_KEY = 'evolution-test-key';
/** Short waits, so retries take moments, not minutes. */
const timings: ChannelTimings = {
  outbox: { pollMs: 50, firstRetryMs: 10, maxRetryMs: 40, attempts: 4 },
  polling: { waitSeconds: 0, idleMs: 50, leaseMs: 30_000 },
};
const wait = { timeout: 15_000, interval: 50 };

let fake: FakeEvolution;
let gateway: ReturnType<typeof createEvolutionGateway>;
let app: TestApp;
let listening: ReturnType<typeof serve>;
let numbers = 351_910_000_000;

beforeAll(async () => {
  fake = await startFakeEvolution(API_KEY);
  gateway = createEvolutionGateway({ url: fake.url, apiKey: API_KEY });
  // The app on a real socket, since the fake gateway posts its webhooks over HTTP.
  listening = serve({ fetch: (req) => app.fetch(req), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  const { port } = listening.address() as AddressInfo;
  app = server.app(
    {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WHATSAPP_GATEWAY: 'evolution',
      EVOLUTION_API_URL: fake.url,
      EVOLUTION_API_KEY: API_KEY,
    },
    {
      channelTimings: timings,
      whatsappGateway: gateway,
    },
  );
  app.channels.start();
});
afterAll(async () => {
  await app.channels.stop();
  await new Promise((resolve) => listening.close(resolve));
  await fake.close();
});

/** A business that paired a number through the gateway and linked it to an agent. */
async function pairedBusiness() {
  const account = await server.signIn({ sampleData: false }, app);
  const headers = { ...account.headers, origin: new URL(app.env.PUBLIC_URL!).origin };
  const created = await app.request(
    apiPaths.agents,
    jsonRequest('POST', { name: 'Front Desk', type: 'Support', channels: ['WhatsApp'] }, headers),
  );
  expect(created.status).toBe(201);
  const agent = agentSchema.parse(await created.json());
  const started = await app.request(
    apiPaths.whatsappPairings,
    jsonRequest('POST', { name: 'Shop', phone: '+351 912 345 678' }, headers),
  );
  expect(started.status).toBe(201);
  const pairing = pairingSchema.parse(await started.json());
  const [instanceName] = [...fake.calls('POST /instance/create')]
    .map((call) => String(call.body.instanceName))
    .slice(-1);
  const status = async () =>
    pairingStatusSchema.parse(
      await (
        await app.request(apiPath(apiPaths.whatsappPairing, { id: pairing.pairingId }), {
          headers,
        })
      ).json(),
    );
  return {
    accountId: account.id as AccountId,
    headers,
    agent,
    pairing,
    instanceName: instanceName!,
    status,
  };
}

async function linkedBusiness() {
  const business = await pairedBusiness();
  expect(await fake.scan(business.instanceName)).toBe(200);
  const linked = await app.request(
    apiPath(apiPaths.whatsappInstanceAgent, { id: business.instanceName }),
    jsonRequest('PUT', { agentId: business.agent.id }, business.headers),
  );
  expect(linked.status).toBe(200);
  const number = String(++numbers);
  const write = (text: string) => fake.customerMessage(business.instanceName, number, text).send();
  const customer = {
    accountId: business.accountId,
    channel: 'whatsapp',
    externalId: number,
  } as const;
  return { ...business, number, customer, write };
}

const messagesWith = (customer: ChannelCustomer) => storedMessagesOf(server.database.db, customer);

describe('pairing through Evolution API', () => {
  it('shows the gateway’s QR, then its new ones, and connects on the scan', async () => {
    const { pairing, instanceName, status } = await pairedBusiness();
    const created = fake.calls('POST /instance/create').at(-1)!;
    expect(created.body).toMatchObject({
      instanceName,
      integration: 'WHATSAPP-BAILEYS',
      qrcode: true,
      webhook: {
        byEvents: false,
        events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT'],
      },
    });
    expect(pairing.code).toBe(fake.instance(instanceName)!.qr);
    const refreshed = await fake.refreshQr(instanceName);
    expect(refreshed.status).toBe(200);
    expect(await status()).toMatchObject({ status: 'pending', code: refreshed.code });
    expect(await fake.scan(instanceName)).toBe(200);
    expect(await status()).toMatchObject({
      status: 'connected',
      instance: { id: instanceName, status: 'connected', phone: '+351912345678' },
    });
  });
});

describe('a customer on WhatsApp', () => {
  it('gets the greeting and the answer through sendText, with typing shown', async () => {
    const { write, number, accountId, customer } = await linkedBusiness();
    expect(await write('What are your opening hours?')).toBe(200);
    await vi.waitFor(async () => {
      const stored = await messagesWith(customer);
      expect(stored.map((m) => m.sender).slice(0, 3)).toEqual(['agent', 'customer', 'agent']);
      const shown = stored.filter((m) => m.sender !== 'customer');
      expect(shown.every((m) => m.delivery === 'sent')).toBe(true);
      expect(fake.sentTo(number)).toEqual(shown.map((m) => m.text));
    }, wait);
    expect(fake.presencesTo(number)).toContain('composing');
    const [row] = await server.database.db
      .select({ phone: contact.phone, channel: contact.channel })
      .from(contact)
      .where(eq(contact.externalId, number));
    expect(row).toEqual({ phone: `+${number}`, channel: 'whatsapp' });
    expect(accountId).toBeTruthy();
  });

  it('stores a message the gateway posts twice once', async () => {
    const { instanceName, number, customer } = await linkedBusiness();
    const sent = fake.customerMessage(instanceName, number, 'Do you have gift cards?');
    expect(await sent.send()).toBe(200);
    expect(await sent.send()).toBe(200);
    await vi.waitFor(
      async () => expect(fake.sentTo(number).length).toBeGreaterThanOrEqual(2),
      wait,
    );
    const stored = await messagesWith(customer);
    expect(stored.filter((m) => m.sender === 'customer')).toHaveLength(1);
  });

  it('refuses a webhook with a wrong secret (401) and stores nothing', async () => {
    const { instanceName, number, customer } = await linkedBusiness();
    const { data } = fake.customerMessage(instanceName, number, 'Hello');
    expect(await fake.postAs(instanceName, 'not-the-secret', 'messages.upsert', data)).toBe(401);
    expect(await fake.postAs(instanceName, undefined, 'messages.upsert', data)).toBe(401);
    expect(await messagesWith(customer)).toEqual([]);
  });

  it('leaves aside its own messages, groups and messages of an instance with no agent', async () => {
    const { instanceName, number, customer } = await linkedBusiness();
    expect(await fake.customerMessage(instanceName, number, 'Mine', { fromMe: true }).send()).toBe(
      200,
    );
    expect(await fake.customerMessage(instanceName, number, 'Group', { group: true }).send()).toBe(
      200,
    );
    expect(await messagesWith(customer)).toEqual([]);
  });

  it('is handed over, and a person’s reply goes out through sendText', async () => {
    const { headers, accountId, write, number, customer } = await linkedBusiness();
    await write('I want to talk to a human please');
    const conversationId = await handedOverConversation(server.database.db, customer);
    await vi.waitFor(
      async () => expect(fake.sentTo(number)).toContain(conversationCopy.handedOver),
      wait,
    );
    await takeOverAndReply(app, headers, conversationId, 'Hi Ada, I can help with your order.');
    await vi.waitFor(
      () =>
        expect(
          fake
            .sentTo(number)
            .some((text) => text.endsWith(': Hi Ada, I can help with your order.')),
        ).toBe(true),
      wait,
    );
    const { messages } = await getConversationWithMessages(
      accountId,
      server.database.db,
      conversationId,
    );
    expect(messages.at(-1)).toMatchObject({ sender: 'person', delivery: 'sent' });
  });

  it('gets the answer once the gateway is back after being down', async () => {
    const { write, number, customer } = await linkedBusiness();
    fake.goDown(2);
    expect(await write('Do you deliver on Sundays?')).toBe(200);
    await vi.waitFor(async () => {
      const stored = await messagesWith(customer);
      expect(stored.filter((m) => m.sender === 'agent').map((m) => m.delivery)).toEqual([
        'sent',
        'sent',
      ]);
    }, wait);
    expect(fake.sentTo(number).length).toBeGreaterThanOrEqual(2);
  });

  it('marks the number disconnected and rings the bell once when the gateway lost it', async () => {
    const { headers, accountId, write, instanceName, customer } = await linkedBusiness();
    await write('I want to talk to a human please');
    const conversationId = await handedOverConversation(server.database.db, customer);
    fake.forget(instanceName);
    await takeOverAndReply(app, headers, conversationId, 'Are you still there?');
    await vi.waitFor(async () => {
      const stored = await messagesWith(customer);
      expect(stored.at(-1)).toMatchObject({ sender: 'person', delivery: 'failed' });
    }, wait);
    const { notifications } = await listNotifications(accountId, server.database.db, { limit: 10 });
    expect(notifications.filter((n) => n.title === messagingCopy.channelDownTitle)).toHaveLength(1);
    const read = await app.request(apiPath(apiPaths.whatsappInstance, { id: instanceName }), {
      headers,
    });
    expect(await read.json()).toMatchObject({ status: 'disconnected' });
  });

  it('finds, once the server is up, the numbers logged out or lost while it was away', async () => {
    const loggedOut = await linkedBusiness();
    const lost = await linkedBusiness();
    const still = await linkedBusiness();
    fake.logOutUnheard(loggedOut.instanceName);
    fake.forget(lost.instanceName);
    await checkWhatsappConnections(server.database.db, gateway);
    await checkWhatsappConnections(server.database.db, gateway);
    for (const [business, status] of [
      [loggedOut, 'disconnected'],
      [lost, 'disconnected'],
      [still, 'connected'],
    ] as const) {
      const read = await app.request(
        apiPath(apiPaths.whatsappInstance, { id: business.instanceName }),
        { headers: business.headers },
      );
      expect(await read.json()).toMatchObject({ status });
      const { notifications } = await listNotifications(business.accountId, server.database.db, {
        limit: 10,
      });
      expect(notifications.filter((n) => n.title === messagingCopy.channelDownTitle)).toHaveLength(
        status === 'disconnected' ? 1 : 0,
      );
    }
  });

  it('rings the bell once when the number is logged out', async () => {
    const { instanceName, accountId, agent, headers } = await linkedBusiness();
    expect(await fake.logOut(instanceName)).toBe(200);
    expect(await fake.logOut(instanceName)).toBe(200);
    const { notifications } = await listNotifications(accountId, server.database.db, { limit: 10 });
    const down = notifications.filter((n) => n.title === messagingCopy.channelDownTitle);
    expect(down).toHaveLength(1);
    expect(down[0]!.message).toContain(agent.name);
    const read = await app.request(apiPath(apiPaths.whatsappInstance, { id: instanceName }), {
      headers,
    });
    expect(await read.json()).toMatchObject({ status: 'disconnected' });
  });
});
