import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { agentSchema } from '@shared/agents.ts';
import { conversationCopy } from '@shared/conversations.ts';
import {
  pairingSchema,
  pairingStatusSchema,
  SIMULATED_CUSTOMER_NUMBER,
  simulatedPhoneCopy,
  simulatedPhoneSchema,
  whatsappInstanceListSchema,
} from '@shared/integrations.ts';
import { createSimulatedWhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import {
  handedOverConversation,
  storedMessagesOf,
  takeOverAndReply,
} from '@server/testing/channel-conversations.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('simulated-phone');
const wait = { timeout: 15_000, interval: 50 };

let app: TestApp;

beforeAll(() => {
  app = server.app(
    {},
    {
      // The phone scans at once: the specification's timers are the gateway's own test's.
      whatsappGateway: createSimulatedWhatsappGateway({ generationMs: 1, scanMs: 10 }),
      channelTimings: {
        outbox: { pollMs: 50, firstRetryMs: 10, maxRetryMs: 40, attempts: 3 },
        polling: { waitSeconds: 0, idleMs: 50, leaseMs: 30_000 },
      },
    },
  );
  app.channels.start();
});
afterAll(() => app.channels.stop());

/** A business whose new number is paired by the simulated phone, and maybe given an agent. */
async function business({ withAgent = true } = {}) {
  const { headers, id: accountId } = await server.signIn({ sampleData: false }, app);
  const created = await app.request(
    apiPaths.agents,
    jsonRequest('POST', { name: 'Front Desk', type: 'Support', channels: ['WhatsApp'] }, headers),
  );
  const agent = agentSchema.parse(await created.json());
  const started = await app.request(
    apiPaths.whatsappPairings,
    jsonRequest('POST', { name: 'Shop', phone: '+14155550100' }, headers),
  );
  const { pairingId } = pairingSchema.parse(await started.json());
  let instanceId = '';
  await vi.waitFor(async () => {
    const read = await app.request(apiPath(apiPaths.whatsappPairing, { id: pairingId }), {
      headers,
    });
    const status = pairingStatusSchema.parse(await read.json());
    expect(status.status).toBe('connected');
    instanceId = status.instance!.id;
  }, wait);
  if (withAgent) {
    const linked = await app.request(
      apiPath(apiPaths.whatsappInstanceAgent, { id: instanceId }),
      jsonRequest('PUT', { agentId: agent.id }, headers),
    );
    expect(linked.status).toBe(200);
  }
  const write = (text: string) =>
    app.request(
      apiPath(apiPaths.whatsappSimulatedPhoneMessages, { id: instanceId }),
      jsonRequest('POST', { text }, headers),
    );
  const phone = async () => {
    const read = await app.request(apiPath(apiPaths.whatsappSimulatedPhone, { id: instanceId }), {
      headers,
    });
    expect(read.status).toBe(200);
    return simulatedPhoneSchema.parse(await read.json());
  };
  const customer = {
    accountId,
    channel: 'whatsapp',
    externalId: SIMULATED_CUSTOMER_NUMBER,
  } as const;
  return { headers, instanceId, customer, write, phone };
}

describe('the simulated phone', () => {
  it('is offered with the simulated gateway', async () => {
    const { headers } = await business();
    const list = await app.request(apiPaths.whatsappInstances, { headers });
    expect(whatsappInstanceListSchema.parse(await list.json()).gateway).toBe('simulated');
  });

  it('writes to the number and shows the agent’s WhatsApp answers', async () => {
    const { write, phone, customer } = await business();
    const sent = await write('What are your opening hours?');
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({
      direction: 'in',
      text: 'What are your opening hours?',
    });
    await vi.waitFor(async () => {
      const stored = await storedMessagesOf(server.database.db, customer);
      const answers = stored.filter((m) => m.sender === 'agent');
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((m) => m.delivery === 'sent')).toBe(true);
      const { customerPhone, messages } = await phone();
      expect(customerPhone).toBe(`+${SIMULATED_CUSTOMER_NUMBER}`);
      expect(messages.filter((m) => m.direction === 'out').map((m) => m.text)).toEqual(
        answers.map((m) => m.text),
      );
    }, wait);
  });

  it('shows a person’s reply after a take-over', async () => {
    const { headers, write, phone, customer } = await business();
    await write('I want to talk to a human please');
    const conversationId = await handedOverConversation(server.database.db, customer);
    await vi.waitFor(
      async () =>
        expect((await phone()).messages.map((m) => m.text)).toContain(conversationCopy.handedOver),
      wait,
    );
    await takeOverAndReply(app, headers, conversationId, 'Hello, Sam here from the shop.');
    await vi.waitFor(async () => {
      const last = (await phone()).messages.at(-1);
      expect(last).toMatchObject({ direction: 'out' });
      expect(last?.text.endsWith('Hello, Sam here from the shop.')).toBe(true);
    }, wait);
  });

  it('refuses to write to a number no agent answers, or a disconnected one (409)', async () => {
    const { headers, instanceId, write, phone } = await business({ withAgent: false });
    const unanswered = await write('Hello?');
    expect(unanswered.status).toBe(409);
    expect(await unanswered.json()).toMatchObject({
      error: { message: simulatedPhoneCopy.needsAgent },
    });
    const dropped = await app.request(
      apiPath(apiPaths.whatsappInstance, { id: instanceId }),
      jsonRequest('PATCH', { status: 'disconnected' }, headers),
    );
    expect(dropped.status).toBe(200);
    const disconnected = await write('Hello?');
    expect(disconnected.status).toBe(409);
    expect(await disconnected.json()).toMatchObject({
      error: { message: simulatedPhoneCopy.needsConnection },
    });
    expect((await phone()).messages).toEqual([]);
  });

  it('refuses an empty message with a field error in words', async () => {
    const { write } = await business();
    const empty = await write('   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { fields: { text: expect.any(String) } } });
  });

  it('is not there for another account’s number', async () => {
    const { instanceId } = await business();
    const stranger = await server.signIn({ sampleData: false }, app);
    const read = await app.request(apiPath(apiPaths.whatsappSimulatedPhone, { id: instanceId }), {
      headers: stranger.headers,
    });
    expect(read.status).toBe(404);
    const written = await app.request(
      apiPath(apiPaths.whatsappSimulatedPhoneMessages, { id: instanceId }),
      jsonRequest('POST', { text: 'Hello' }, stranger.headers),
    );
    expect(written.status).toBe(404);
  });

  it('is not there when a real gateway carries the messages', async () => {
    const real = server.app({
      WHATSAPP_GATEWAY: 'evolution',
      EVOLUTION_API_URL: 'http://127.0.0.1:9',
      EVOLUTION_API_KEY: 'key',
    });
    const { headers } = await server.signIn({ sampleData: true }, real);
    const list = whatsappInstanceListSchema.parse(
      await (await real.request(apiPaths.whatsappInstances, { headers })).json(),
    );
    expect(list.gateway).toBe('evolution');
    const read = await real.request(
      apiPath(apiPaths.whatsappSimulatedPhone, { id: list.instances[0]!.id }),
      { headers },
    );
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({
      error: { message: simulatedPhoneCopy.onlySimulated },
    });
  });
});

describe('the simulated gateway', () => {
  it('shows "typing…" on the phone until the number’s next message', async () => {
    const gateway = createSimulatedWhatsappGateway({ generationMs: 1, scanMs: 10 });
    expect(gateway.typingTo('wa1', SIMULATED_CUSTOMER_NUMBER)).toBe(false);
    await gateway.showTyping('wa1', SIMULATED_CUSTOMER_NUMBER);
    expect(gateway.typingTo('wa1', SIMULATED_CUSTOMER_NUMBER)).toBe(true);
    expect(gateway.typingTo('wa1', '14155550999')).toBe(false);
    await gateway.sendText('wa1', SIMULATED_CUSTOMER_NUMBER, 'We open at 9.');
    expect(gateway.typingTo('wa1', SIMULATED_CUSTOMER_NUMBER)).toBe(false);
    expect(gateway.thread('wa1', SIMULATED_CUSTOMER_NUMBER)).toMatchObject([
      { direction: 'out', text: 'We open at 9.' },
    ]);
  });
});
