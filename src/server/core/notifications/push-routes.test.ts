import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { paths } from '@shared/paths.ts';
import { pushCopy } from '@shared/push-copy.ts';
import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushMessageSchema,
  pushPublicKeySchema,
} from '@shared/push-notifications.ts';
import { vapidKeysFileOf } from '@server/platform/data-dir/vapid-keys.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { type FakePushService, startFakePushService } from '@server/testing/fake-push-service.ts';
import { jsonRequest, type TestApp, useTestServer } from '@server/testing/test-server.ts';

// The fake push service listens on this machine, which the product reaches only when allowed.
const server = useTestServer('push', { env: { ALLOW_PRIVATE_NETWORK: 'true' } });
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService.close());

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

async function subscribeDevice(app: TestApp, headers: Record<string, string>) {
  const subscription = pushService.subscribe();
  const res = await app.request(
    apiPaths.pushSubscriptions,
    jsonRequest('POST', subscription, { ...headers, 'user-agent': chromeOnAndroid }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return { subscription, device: pushDeviceSchema.parse(await res.json()) };
}

async function devicesOf(app: TestApp, headers: Record<string, string>) {
  const res = await app.request(apiPaths.pushSubscriptions, { headers });
  expect(res.status).toBe(200);
  return pushDeviceListSchema.parse(await res.json()).devices;
}

/** An API conversation whose customer asks for a person; the notifications sent after it. */
async function handOver(app: TestApp, headers: Record<string, string>, question: string) {
  const chat = agentChat(app, headers);
  const agent = await chat.newAgent('Front Desk');
  const conversation = await chat.started(agent.id, 'api');
  const res = await chat.send(conversation.id, question);
  expect(res.status).toBe(201);
  await app.background.settle();
  return conversation;
}

const receivedBy = (endpoint: string) =>
  pushService.received
    .filter((push) => push.endpoint === endpoint)
    .map((push) => pushMessageSchema.parse(JSON.parse(push.payload)));

describe('browser notifications', () => {
  it('gives the key browsers subscribe with, generated once into the data folder and kept', async () => {
    const first = await server.request(apiPaths.pushPublicKey, {
      headers: (await server.signIn()).headers,
    });
    expect(first.status).toBe(200);
    const { publicKey } = pushPublicKeySchema.parse(await first.json());
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(vapidKeysFileOf(server.dataDir)).mode & 0o777).toBe(0o600);

    // A restarted server reads the same pair back: subscribed browsers keep working.
    const restarted = server.app();
    const again = await restarted.request(apiPaths.pushPublicKey, {
      headers: (await server.signIn({}, restarted)).headers,
    });
    expect(await again.json()).toEqual({ publicKey });
  });

  it('a hand-over reaches every device of the account, signed and encrypted as Web Push', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const phone = await subscribeDevice(app, owner.headers);
    const laptop = await subscribeDevice(app, owner.headers);
    const other = await server.signIn({ sampleData: false }, app);
    const othersDevice = await subscribeDevice(app, other.headers);

    const conversation = await handOver(app, owner.headers, 'I want to talk to a person');

    const expected = {
      title: pushCopy.waitingTitle,
      body: 'Front Desk on API: “I want to talk to a person”',
      url: `${paths.portal.liveConversations}?conversation=${conversation.id}`,
      tag: `conversation-${conversation.id}`,
    };
    expect(receivedBy(phone.subscription.endpoint)).toEqual([expected]);
    expect(receivedBy(laptop.subscription.endpoint)).toEqual([expected]);
    expect(receivedBy(othersDevice.subscription.endpoint)).toEqual([]);
    expect(pushService.refused).toEqual([]);

    const { publicKey } = pushPublicKeySchema.parse(
      await (await app.request(apiPaths.pushPublicKey, { headers: owner.headers })).json(),
    );
    const push = pushService.received.find((p) => p.endpoint === phone.subscription.endpoint)!;
    expect(push.publicKey).toBe(publicKey);
    expect(push.claims.aud).toBe(pushService.origin);
    expect(push.claims.sub).toMatch(/^mailto:/);
    expect(push.ttl).toBe(86_400);
    expect(push.urgency).toBe('high');

    const devices = await devicesOf(app, owner.headers);
    expect(devices.map((d) => d.label)).toEqual(['Chrome on Android', 'Chrome on Android']);
    expect(devices.every((d) => d.lastUsedAt !== null)).toBe(true);
  });

  it('a playground test notifies nobody', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const { subscription } = await subscribeDevice(app, owner.headers);
    const chat = agentChat(app, owner.headers);
    const agent = await chat.newAgent();
    const test = await chat.started(agent.id, 'playground');
    expect((await chat.send(test.id, 'I want to talk to a person')).status).toBe(201);
    await app.background.settle();
    expect(receivedBy(subscription.endpoint)).toEqual([]);
  });

  it('forgets a device whose push service says it is gone, and keeps one that failed once', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const gone = await subscribeDevice(app, owner.headers);
    const failing = await subscribeDevice(app, owner.headers);
    pushService.answer(gone.subscription.endpoint, 410);
    pushService.answer(failing.subscription.endpoint, 503);

    // The hand-over itself is untouched by what the push services answer.
    const conversation = await handOver(app, owner.headers, 'Can a person call me back?');
    const transcript = await agentChat(app, owner.headers).transcript(conversation.id);
    expect(transcript.status).toBe('waiting');

    const devices = await devicesOf(app, owner.headers);
    expect(devices.map((d) => d.id)).toEqual([failing.device.id]);
    expect(devices[0]!.lastUsedAt).toBeNull();
  });

  it('the same browser subscribing again is the same device, with its new keys', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const { subscription, device } = await subscribeDevice(app, owner.headers);
    const renewed = pushService.subscribe();
    const res = await app.request(
      apiPaths.pushSubscriptions,
      jsonRequest('POST', { ...renewed, endpoint: subscription.endpoint }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(pushDeviceSchema.parse(await res.json()).id).toBe(device.id);
    expect(await devicesOf(app, owner.headers)).toHaveLength(1);
  });

  it('turns a device off, and only its own account can', async () => {
    const app = server.app();
    const owner = await server.signIn({ sampleData: false }, app);
    const intruder = await server.signIn({ sampleData: false }, app);
    const { device } = await subscribeDevice(app, owner.headers);
    const path = apiPaths.pushSubscription.replace(':id', device.id);

    expect((await app.request(path, { method: 'DELETE', headers: intruder.headers })).status).toBe(
      404,
    );
    expect((await app.request(path, { headers: owner.headers })).status).toBe(200);
    expect((await app.request(path, { method: 'DELETE', headers: owner.headers })).status).toBe(
      204,
    );
    expect(await devicesOf(app, owner.headers)).toEqual([]);
    expect((await app.request(path, { method: 'DELETE', headers: owner.headers })).status).toBe(
      404,
    );
  });

  it.each([
    ['no keys', (s: object) => ({ ...s, keys: undefined })],
    ['an endpoint that is no URL', (s: object) => ({ ...s, endpoint: 'not a url' })],
    ['an ftp endpoint', (s: object) => ({ ...s, endpoint: 'ftp://push.example.com/1' })],
    [
      'a short p256dh key',
      (s: object) => ({ ...s, keys: { p256dh: 'BAAA', auth: 'x'.repeat(22) } }),
    ],
    [
      'a p256dh key off the curve',
      (s: object) => ({ ...s, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
    ],
    [
      'a short auth secret',
      (s: object) => ({ ...s, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A' } }),
    ],
    ['an unknown field', (s: object) => ({ ...s, other: 1 })],
  ])('refuses %s with 400 and says why', async (_name, change) => {
    const owner = await server.signIn({ sampleData: false });
    const res = await server.request(
      apiPaths.pushSubscriptions,
      jsonRequest('POST', change(pushService.subscribe()), owner.headers),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).not.toBe('');
  });
});
