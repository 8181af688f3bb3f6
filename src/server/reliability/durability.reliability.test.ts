import { afterAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  prepareEmbeddedData,
  removeServerData,
  type ServerConfig,
  type ServerProcess,
  serverConfig,
  signInOver,
  startServerProcess,
} from '../testing/server-process.ts';
import {
  createTestPostgresDatabase,
  postgresAvailable,
  type TestPostgresDatabase,
} from '../testing/test-services.ts';
import { ticketForm } from './load-requests.ts';

type Headers = Record<string, string>;

/** Writes acknowledged by the server: what must be there after any crash. */
type Acknowledged = {
  agents: string[];
  apiKeys: { id: string; key: string }[];
  tickets: { id: string; fileSize: number }[];
};

async function call(server: ServerProcess, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, init);
}

const asJson = (method: string, body: unknown, headers: Headers): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The answer's JSON when the server acknowledged the write with 201; otherwise nothing. */
async function acknowledged<T>(request: Promise<Response>): Promise<T | undefined> {
  try {
    const res = await request;
    return res.status === 201 ? ((await res.json()) as T) : undefined;
  } catch {
    // The connection died with the server: not acknowledged.
    return undefined;
  }
}

/** One write of each kind; records each only when the server acknowledged it. */
async function writeOneOfEach(
  server: ServerProcess,
  headers: Headers,
  done: Acknowledged,
  n: number,
) {
  const agent = await acknowledged<{ id: string }>(
    call(
      server,
      '/api/v1/agents',
      asJson('POST', { name: `Durable ${n}`, type: 'Support', channels: ['Webchat'] }, headers),
    ),
  );
  if (agent) done.agents.push(agent.id);

  const key = await acknowledged<{ id: string; key: string }>(
    call(server, '/api/v1/api-keys', asJson('POST', { name: `Durable key ${n}` }, headers)),
  );
  if (key) done.apiKeys.push(key);

  const form = ticketForm(`Durable ticket ${n}`, n);
  const ticket = await acknowledged<{ id: string }>(
    call(server, '/api/v1/tickets', { method: 'POST', headers, body: form.body }),
  );
  if (ticket) done.tickets.push({ id: ticket.id, fileSize: form.fileSize });
}

async function expectAllThere(server: ServerProcess, headers: Headers, done: Acknowledged) {
  const agents = (await (await call(server, '/api/v1/agents', { headers })).json()) as {
    agents: { id: string }[];
  };
  expect(agents.agents.map((agent) => agent.id)).toEqual(expect.arrayContaining(done.agents));

  const keys = (await (await call(server, '/api/v1/api-keys', { headers })).json()) as {
    apiKeys: { id: string }[];
  };
  expect(keys.apiKeys.map((key) => key.id)).toEqual(
    expect.arrayContaining(done.apiKeys.map((key) => key.id)),
  );
  // A stored key still authenticates, so its hash and sealed copy survived whole.
  for (const { key } of [done.apiKeys[0]!, done.apiKeys.at(-1)!]) {
    const me = await call(server, '/api/v1/me', { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
  }

  // Tickets come in pages; read each acknowledged one by its id.
  for (const { id, fileSize } of done.tickets) {
    const ticket = (await (await call(server, `/api/v1/tickets/${id}`, { headers })).json()) as {
      attachments?: { size: number }[];
    };
    expect(ticket.attachments?.map((file) => file.size)).toEqual([fileSize]);
  }
}

/**
 * Acknowledged writes, then SIGKILL, then a start on the same data: everything acknowledged
 * is there. Some writes are still in flight when the kill lands; only those acknowledged
 * count. Each start runs the migrations again, which must change nothing.
 */
function describeDurability(name: string, configure: () => Promise<ServerConfig>) {
  let config: ServerConfig;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    if (config) await removeServerData(config);
  });

  it(`${name}: everything acknowledged survives SIGKILL, a restart and a second migration run`, async () => {
    config = await configure();
    const owner = await addAccount(config, 'durable');
    server = await startServerProcess(config);
    const { headers } = await signInOver(server, owner);
    const upgraded = await call(
      server,
      '/api/v1/subscription/upgrade',
      asJson('POST', { planId: 'professional' }, headers),
    );
    expect(upgraded.status).toBe(200);

    const done: Acknowledged = { agents: [], apiKeys: [], tickets: [] };
    for (let n = 0; n < 10; n++) await writeOneOfEach(server, headers, done, n);
    expect(done.agents).toHaveLength(10);

    // Writers that never pause, and the kill while their requests are in flight.
    let crashed = false;
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let n = 0; !crashed; n++)
        await writeOneOfEach(server!, headers, done, 1000 * writer + n);
    });
    while (done.agents.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.crash();
    crashed = true;
    await Promise.all(writers);

    server = await startServerProcess(config);
    // The session made before the crash is still valid.
    await expectAllThere(server, headers, done);

    await server.stop();
    server = await startServerProcess(config);
    await expectAllThere(server, headers, done);
    expect(server.log()).not.toMatch(/error/i);
  });
}

const postgres = await postgresAvailable();

describe('durability', () => {
  describe('embedded PGlite', () => {
    describeDurability('PGlite', async () => {
      const config = await serverConfig('durability');
      await prepareEmbeddedData(config);
      return config;
    });
  });

  describe.skipIf(!postgres)('PostgreSQL', () => {
    let database: TestPostgresDatabase | undefined;
    afterAll(async () => {
      await database?.drop();
    });
    describeDurability('PostgreSQL', async () => {
      database = await createTestPostgresDatabase('durability');
      return serverConfig('durability-pg', { DATABASE_URL: database.url });
    });
  });
});
