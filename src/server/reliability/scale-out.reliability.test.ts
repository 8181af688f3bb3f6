import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints, authErrorCodes, meEndpoint } from '@shared/auth/auth-api.ts';
import type { ConversationEvent } from '@shared/conversations.ts';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { integrationTimers } from '@shared/integrations.ts';
import {
  type WebchatSettings,
  webchatInputOf,
  widgetErrorCopy,
  widgetRateLimits,
} from '@shared/webchat.ts';
import { rateLimits } from '@server/platform/auth/rate-limits.ts';
import {
  addAccount,
  removeServerData,
  type ServerConfig,
  type ServerProcess,
  serverConfig,
  signInOver,
  startServerProcess,
} from '../testing/server-process.ts';
import { sseEvents } from '../testing/agent-chat.ts';
import { postJson, readOutbox } from '../testing/test-server.ts';
import {
  createTestPostgresDatabase,
  createTestRedisNamespace,
  postgresAvailable,
  redisAvailable,
  type TestPostgresDatabase,
  type TestRedisNamespace,
} from '../testing/test-services.ts';

const available = (await postgresAvailable()) && (await redisAvailable());

/**
 * How long to wait for something the servers do after answering (a mail, a scan): the bound
 * only stops a run that would hang, so it is sized for a machine far busier than usual.
 */
const untilArrived = 60_000;

type Headers = Record<string, string>;

const asJson = (method: string, body: unknown, headers: Headers): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Two server processes on different ports, one PostgreSQL database and one Redis, as behind
 * a load balancer (TRUST_PROXY, one PUBLIC_URL): whichever process a request reaches, the
 * user sees one product.
 */
describe.skipIf(!available)('several server processes', () => {
  let database: TestPostgresDatabase;
  let namespace: TestRedisNamespace;
  let config: ServerConfig;
  let servers: ServerProcess[] = [];
  let owner: { email: string; password: string };
  let addressCounter = 0;
  /** Each test comes from a client address of its own, so rate limits do not mix. */
  const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++addressCounter}` });
  const at = (server: ServerProcess, path: string, init?: RequestInit) =>
    fetch(`${server.url}${path}`, init);

  beforeAll(async () => {
    database = await createTestPostgresDatabase('scale-out');
    namespace = createTestRedisNamespace('scale-out');
    config = await serverConfig('scale-out', {
      DATABASE_URL: database.url,
      REDIS_URL: namespace.url,
      REDIS_KEY_PREFIX: namespace.prefix,
      TRUST_PROXY: 'true',
    });
    // Both start at once on an empty database: the migrations take turns.
    servers = await Promise.all([startServerProcess(config), startServerProcess(config)]);
    owner = await addAccount(config, 'scale-out');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    await namespace?.clear();
    if (config) await removeServerData(config);
  });

  it('listen on different ports', () => {
    const [a, b] = servers;
    expect(a!.url).not.toBe(b!.url);
  });

  it('a session made on one is valid on the other; a sign-out on either ends it on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers, cookie } = await signInOver(a, owner, fromNewClient());
    for (const server of servers) {
      const me = await at(server, meEndpoint, { headers });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: owner.email });
    }
    const signedOut = await at(
      b,
      authEndpoints.signOut,
      postJson({}, { cookie, ...fromNewClient() }),
    );
    expect(signedOut.status).toBe(200);
    for (const server of [a, b]) {
      expect((await at(server, meEndpoint, { headers })).status).toBe(401);
    }
  });

  it(`count a rate limit across both: ${rateLimits.signIn.max} sign-ins a minute from one address, wherever they land`, async () => {
    const client = fromNewClient();
    const wrong = { email: owner.email, password: 'not-the-password' };
    for (let i = 0; i < rateLimits.signIn.max; i++) {
      const res = await at(servers[i % 2]!, authEndpoints.signIn, postJson(wrong, client));
      expect(res.status).toBe(401);
    }
    for (const server of servers) {
      const limited = await at(server, authEndpoints.signIn, postJson(owner, client));
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: authErrorCodes.tooManyRequests });
    }
    // The counters are Redis's, under this run's prefix.
    const redis = new Redis(namespace.url);
    try {
      expect(await redis.keys(`${namespace.prefix}rate-limit:*`)).not.toEqual([]);
    } finally {
      redis.disconnect();
    }
  });

  it('show writes made through either one through both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signInOver(a, owner, fromNewClient());
    const made: string[] = [];
    for (let i = 0; i < 6; i++) {
      const via = i % 2 === 0 ? a : b;
      const res = await at(via, '/api/v1/api-keys', asJson('POST', { name: `Via ${i}` }, headers));
      expect(res.status).toBe(201);
      made.push(((await res.json()) as { id: string; key: string }).key);
    }
    const lists = [];
    for (const server of servers) {
      const res = await at(server, '/api/v1/api-keys', { headers });
      lists.push(((await res.json()) as { apiKeys: { name: string }[] }).apiKeys);
    }
    expect(lists[0]).toEqual(lists[1]);
    expect(lists[0]!.map((key) => key.name)).toEqual(
      expect.arrayContaining(made.map((_, i) => `Via ${i}`)),
    );
    // A key made through one process authenticates on the other.
    for (const server of servers) {
      for (const key of made) {
        const me = await at(server, meEndpoint, { headers: { authorization: `Bearer ${key}` } });
        expect(me.status).toBe(200);
      }
    }
  });

  it('follow a WhatsApp pairing started on one to its end on the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signInOver(a, owner, fromNewClient());
    const started = await at(
      a,
      '/api/v1/whatsapp/pairings',
      asJson('POST', { name: 'Front desk', phone: '+14155550142' }, headers),
    );
    expect(started.status).toBe(201);
    const { pairingId } = (await started.json()) as { pairingId: string };
    // The dialog polls once a second; the simulated phone scans after 5 s. Poll the same way
    // until the pairing has ended, however long a busy machine makes that take.
    const status = await vi.waitFor(
      async () => {
        const res = await at(b, `/api/v1/whatsapp/pairings/${pairingId}`, { headers });
        expect(res.status).toBe(200);
        const { status } = (await res.json()) as { status: string };
        expect(status).not.toBe('pending');
        return status;
      },
      { timeout: untilArrived, interval: integrationTimers.pairingPollMs },
    );
    expect(status).toBe('connected');
    const { instances } = (await (
      await at(a, '/api/v1/whatsapp/instances', { headers })
    ).json()) as {
      instances: { name: string; status: string }[];
    };
    expect(instances).toContainEqual(
      expect.objectContaining({ name: 'Front desk', status: 'connected' }),
    );
  });

  it('take a reset link mailed by one on the other, once, and end the sessions on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signInOver(b, owner, fromNewClient());
    const mailsBefore = (await readOutbox(config.DATA_DIR!)).length;
    const requested = await at(
      a,
      authEndpoints.requestPasswordReset,
      postJson({ email: owner.email }, fromNewClient()),
    );
    expect(requested.status).toBe(200);
    // The mail is written after the answer: wait until it has arrived.
    const link = await vi.waitFor(
      async () => {
        const mail = (await readOutbox(config.DATA_DIR!))
          .slice(mailsBefore)
          .find((mail) => mail.to === owner.email);
        expect(mail?.link).toBeDefined();
        return mail!.link!;
      },
      { timeout: untilArrived, interval: 100 },
    );
    const token = new URL(link).searchParams.get('token')!;
    const newPassword = 'a-new-password-after-reset';
    const reset = await at(
      b,
      authEndpoints.resetPassword,
      postJson({ token, newPassword }, fromNewClient()),
    );
    expect(reset.status).toBe(200);
    const again = await at(
      a,
      authEndpoints.resetPassword,
      postJson({ token, newPassword }, fromNewClient()),
    );
    expect(again.status).toBe(400);
    for (const server of servers) {
      expect((await at(server, meEndpoint, { headers })).status).toBe(401);
    }
    owner = { ...owner, password: newPassword };
    await signInOver(a, owner, fromNewClient());
  });

  it('keep serving, with the limits counted in memory, when Redis does not answer', async () => {
    // Nothing listens on port 1: this process's Redis is down from the start.
    const alone = await startServerProcess({ ...config, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const client = fromNewClient();
      const wrong = { email: owner.email, password: 'not-the-password' };
      for (let i = 0; i < rateLimits.signIn.max; i++) {
        expect((await at(alone, authEndpoints.signIn, postJson(wrong, client))).status).toBe(401);
      }
      expect((await at(alone, authEndpoints.signIn, postJson(owner, client))).status).toBe(429);
      const { headers } = await signInOver(alone, owner, fromNewClient());
      expect((await at(alone, meEndpoint, { headers })).status).toBe(200);
      expect(alone.log()).toContain(
        'Rate limits are counted in this process while Redis does not answer',
      );
    } finally {
      await alone.stop();
    }
  });

  it('carry a message sent through one to an inbox listening on the other, live and after a reconnect', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signInOver(a, owner, fromNewClient());
    const agents = (await (await at(a, '/api/v1/agents', { headers })).json()) as {
      agents: { id: string; status: string }[];
    };
    const agent = agents.agents.find((row) => row.status === 'active')!;
    const started = await at(
      a,
      `/api/v1/agents/${agent.id}/conversations`,
      asJson('POST', { channel: 'api' }, headers),
    );
    const { id } = (await started.json()) as { id: string };

    // The inbox listens on B from the first event on, so nothing slips between open and send.
    const listening = new AbortController();
    const stream = await at(b, '/api/v1/events', {
      headers: { ...headers, 'last-event-id': '0' },
      signal: listening.signal,
    });
    expect(stream.status).toBe(200);
    const next = sseEvents(stream);
    const sent = await at(
      a,
      `/api/v1/conversations/${id}/messages`,
      asJson('POST', { text: 'Sent through process A' }, headers),
    );
    expect(sent.status).toBe(201);
    const seen: ConversationEvent[] = [];
    for (let frame = await next(); frame; frame = await next()) {
      const event = frame.data as ConversationEvent;
      seen.push(event);
      if (event.message?.text === 'Sent through process A') break;
    }
    listening.abort();
    const heard = seen.at(-1)!;
    expect(heard).toMatchObject({ type: 'message.created', conversation: { id } });

    // Reconnecting to A from the event before misses nothing of what B streamed after it.
    const mark = seen.at(-2)!.id;
    const again = new AbortController();
    const resumed = await at(a, '/api/v1/events', {
      headers: { ...headers, 'last-event-id': mark },
      signal: again.signal,
    });
    const first = await sseEvents(resumed)();
    again.abort();
    expect((first?.data as ConversationEvent).id).toBe(heard.id);
  });

  it(`count the widget's limit across both: ${widgetRateLimits.conversationsPerVisitor.max} new chats from one visitor, wherever they land`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { headers } = await signInOver(a, owner, fromNewClient());
    const { agents } = (await (await at(a, apiPaths.agents, { headers })).json()) as {
      agents: { id: string; status: string; channels: string[] }[];
    };
    const agent = agents.find(
      (row) => row.status === 'active' && row.channels.includes('Webchat'),
    )!;
    const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
    const settings = (await (await at(a, settingsPath, { headers })).json()) as WebchatSettings;
    const site = 'https://shop.example';
    const saved = await at(
      b,
      settingsPath,
      asJson('PUT', webchatInputOf(settings, { allowedOrigins: [site] }), headers),
    );
    expect(saved.status).toBe(200);

    const visitor = { ...fromNewClient(), origin: site };
    const visited = await at(
      a,
      apiPath(widgetApiPaths.visitors, { publicId: settings.publicId }),
      asJson('POST', {}, visitor),
    );
    expect(visited.status).toBe(201);
    const { token } = (await visited.json()) as { token: string };
    const asVisitor = { ...visitor, authorization: `Bearer ${token}` };
    for (let i = 0; i < widgetRateLimits.conversationsPerVisitor.max; i++) {
      const res = await at(servers[i % 2]!, widgetApiPaths.conversations, {
        method: 'POST',
        headers: asVisitor,
      });
      expect(res.status).toBe(201);
    }
    for (const server of servers) {
      const limited = await at(server, widgetApiPaths.conversations, {
        method: 'POST',
        headers: asVisitor,
      });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
        widgetErrorCopy.tooManyChats,
      );
    }
  });

  it('log no errors', () => {
    for (const server of servers) expect(server.log()).not.toMatch(/unhandled|error/i);
  });
});
