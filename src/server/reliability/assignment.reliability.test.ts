import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import type { Conversation } from '@shared/conversations.ts';
import { type WebchatSettings, webchatInputOf } from '@shared/webchat.ts';
import {
  addAccount,
  removeServerData,
  type ServerConfig,
  type ServerProcess,
  serverConfig,
  signInOver,
  startServerProcess,
} from '../testing/server-process.ts';
import { postJson } from '../testing/test-server.ts';
import {
  createTestPostgresDatabase,
  createTestRedisNamespace,
  postgresAvailable,
  redisAvailable,
  type TestPostgresDatabase,
  type TestRedisNamespace,
} from '../testing/test-services.ts';

const available = (await postgresAvailable()) && (await redisAvailable());

type Headers = Record<string, string>;

const asJson = (method: string, body: unknown, headers: Headers): RequestInit => ({
  ...postJson(body, headers),
  method,
});

/** Hand-overs at once on each process; an even number keeps the rotation's count exact. */
const HANDOVERS_PER_PROCESS = 12;
const MEMBERS = 3;

/**
 * Round robin across two server processes on one PostgreSQL and one Redis: many customers
 * asking for a person at the same moment, half of them reaching each process.
 */
describe.skipIf(!available)('assignment across several server processes', () => {
  let database: TestPostgresDatabase;
  let namespace: TestRedisNamespace;
  let config: ServerConfig;
  let servers: ServerProcess[] = [];
  let addressCounter = 0;
  const fromNewClient = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` });
  const at = (server: ServerProcess, path: string, init?: RequestInit) =>
    fetch(`${server.url}${path}`, init);

  beforeAll(async () => {
    database = await createTestPostgresDatabase('assignment');
    namespace = createTestRedisNamespace('assignment');
    config = await serverConfig('assignment', {
      DATABASE_URL: database.url,
      REDIS_URL: namespace.url,
      REDIS_KEY_PREFIX: namespace.prefix,
      TRUST_PROXY: 'true',
    });
    servers = await Promise.all([startServerProcess(config), startServerProcess(config)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    await namespace?.clear();
    if (config) await removeServerData(config);
  });

  it('gives every conversation to exactly one online person, each the same number', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const owner = await addAccount(config, 'assignment-owner');
    const people = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => addAccount(config, `assignment-member-${i}`)),
    );
    // Joined to the owner's team as an accepted invitation leaves them.
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const idOf = async (email: string) =>
      (await sql<{ id: string }[]>`select id from "user" where email = ${email}`)[0]!.id;
    const ownerId = await idOf(owner.email);
    const memberIds: string[] = [];
    for (const person of people) {
      const id = await idOf(person.email);
      memberIds.push(id);
      await sql`insert into team_member (account_id, user_id, role) values (${ownerId}, ${id}, 'agent')`;
    }

    const ownerSession = await signInOver(a, owner, fromNewClient());
    const headers = ownerSession.headers;
    const rule = await at(
      b,
      apiPaths.assignmentRules,
      asJson('PUT', { channel: 'webchat', mode: 'round_robin', cap: 5 }, headers),
    );
    expect(rule.status).toBe(200);
    // The owner steps away; the members come online, some on each process.
    expect(
      (await at(a, apiPaths.myAvailability, asJson('PUT', { status: 'offline' }, headers))).status,
    ).toBe(200);
    for (const [i, person] of people.entries()) {
      const server = servers[i % 2]!;
      const session = await signInOver(server, person, fromNewClient());
      const online = await at(
        server,
        apiPaths.myAvailability,
        asJson('PUT', { status: 'online' }, session.headers),
      );
      expect(online.status).toBe(200);
    }

    const { agents } = (await (await at(a, apiPaths.agents, { headers })).json()) as {
      agents: { id: string; status: string; channels: string[] }[];
    };
    const agent = agents.find(
      (row) => row.status === 'active' && row.channels.includes('Webchat'),
    )!;
    const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
    const settings = (await (await at(a, settingsPath, { headers })).json()) as WebchatSettings;
    const site = 'https://assign.example';
    const saved = await at(
      a,
      settingsPath,
      asJson('PUT', webchatInputOf(settings, { allowedOrigins: [site] }), headers),
    );
    expect(saved.status).toBe(200);

    // Each customer opens a chat first; then all of them ask for a person at once.
    const chats = await Promise.all(
      Array.from({ length: HANDOVERS_PER_PROCESS * 2 }, async (_, i) => {
        const server = servers[i % 2]!;
        const visitor = { ...fromNewClient(), origin: site };
        const visited = await at(
          server,
          apiPath(widgetApiPaths.visitors, { publicId: settings.publicId }),
          asJson('POST', {}, visitor),
        );
        expect(visited.status).toBe(201);
        const { token } = (await visited.json()) as { token: string };
        const asVisitor = { ...visitor, authorization: `Bearer ${token}` };
        const started = await at(server, widgetApiPaths.conversations, {
          method: 'POST',
          headers: asVisitor,
        });
        expect(started.status).toBe(201);
        const { conversation } = (await started.json()) as { conversation: { id: string } };
        return { server, asVisitor, id: conversation.id };
      }),
    );
    const handedOver = await Promise.all(
      chats.map(({ server, asVisitor, id }) =>
        at(server, apiPath(widgetApiPaths.conversationHandover, { id }), {
          method: 'POST',
          headers: asVisitor,
        }),
      ),
    );
    for (const res of handedOver) expect(res.status).toBe(200);

    const inbox = (await (await at(b, `${apiPaths.inbox}?view=all`, { headers })).json()) as {
      conversations: Conversation[];
    };
    const ours = inbox.conversations.filter((c) => chats.some((chat) => chat.id === c.id));
    expect(ours).toHaveLength(chats.length);
    const counts = new Map<string, number>();
    for (const conversation of ours) {
      expect(conversation.status).toBe('waiting');
      expect(memberIds).toContain(conversation.assigneeUserId);
      counts.set(conversation.assigneeUserId!, (counts.get(conversation.assigneeUserId!) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(
      Array.from({ length: MEMBERS }, () => (HANDOVERS_PER_PROCESS * 2) / MEMBERS),
    );
    // Each conversation's bell notification went to the one person it was given to.
    const told = await sql<{ recipient: string; conversation: string }[]>`
      select recipient_user_id as recipient, conversation_id as conversation from notification
      where recipient_user_id is not null and account_id = ${ownerId}`;
    expect(told).toHaveLength(chats.length);
    for (const conversation of ours) {
      expect(told.filter((row) => row.conversation === conversation.id)).toEqual([
        { recipient: conversation.assigneeUserId, conversation: conversation.id },
      ]);
    }
    await sql.end();
  });

  it('log no errors', () => {
    for (const server of servers) expect(server.log()).not.toMatch(/unhandled|error/i);
  });
});
