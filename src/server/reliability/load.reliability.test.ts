import { afterAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@shared/auth/auth-api.ts';
import { PAGE_LIMIT_MAX, pageSearch } from '@shared/pagination.ts';
import { ticketsPerHour } from '@shared/support.ts';
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
import { ticketFormBytes } from './load-requests.ts';

/** The load: this many requests in flight at all times, for this long. */
const CONNECTIONS = 50;
const DURATION_MS = 60_000;

type Headers = Record<string, string>;
type Counted = 'agents' | 'apiKeys' | 'tickets';
type Step = {
  method: string;
  path: string;
  body?: () => BodyInit;
  type?: string;
  counts?: Counted;
  /** A refusal the product gives by design past a limit: an answer, not a failure. */
  limitedWith?: string;
};

/** Reads and writes in the proportions of a busy portal: two reads for every write. */
async function portalMix(): Promise<Step[]> {
  const ticket = await ticketFormBytes('Under load', 1);
  const json = (value: unknown) => () => JSON.stringify(value);
  return [
    { method: 'GET', path: '/api/v1/agents' },
    {
      method: 'POST',
      path: '/api/v1/agents',
      body: json({ name: 'Load agent', type: 'Sales', channels: ['WhatsApp'] }),
      type: 'application/json',
      counts: 'agents',
    },
    { method: 'GET', path: authEndpoints.session },
    { method: 'GET', path: '/api/v1/notifications' },
    {
      method: 'POST',
      path: '/api/v1/api-keys',
      body: json({ name: 'Load key' }),
      type: 'application/json',
      counts: 'apiKeys',
    },
    { method: 'GET', path: '/api/v1/me' },
    { method: 'GET', path: '/api/v1/usage' },
    {
      method: 'POST',
      path: '/api/v1/tickets',
      body: () => new Uint8Array(ticket.body),
      type: ticket.contentType,
      counts: 'tickets',
      // An account may submit ticketsPerHour tickets an hour; the rest are refused (429).
      limitedWith: 'too_many_tickets',
    },
    { method: 'GET', path: '/api/v1/subscription' },
    {
      method: 'PATCH',
      path: '/api/v1/notifications',
      body: json({ read: true }),
      type: 'application/json',
    },
    { method: 'GET', path: '/api/v1/api-keys' },
    { method: 'GET', path: '/api/v1/personality' },
  ];
}

type Tally = Record<Counted, number>;

const countsOf = async (server: ServerProcess, headers: Headers): Promise<Tally> => {
  const get = async <T>(path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;
  return {
    agents: (await get<{ agents: unknown[] }>('/api/v1/agents')).agents.length,
    apiKeys: (await get<{ apiKeys: unknown[] }>('/api/v1/api-keys')).apiKeys.length,
    tickets: await countPages(get, '/api/v1/tickets', 'tickets'),
  };
};

/** Tickets come in pages: walk every page, each at the largest size, and add them up. */
async function countPages(
  get: <T>(path: string) => Promise<T>,
  path: string,
  key: string,
): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page: Record<string, unknown> & { nextCursor: string | null } = await get(
      `${path}${pageSearch({ limit: PAGE_LIMIT_MAX, cursor: cursor ?? undefined })}`,
    );
    count += (page[key] as unknown[]).length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}

/**
 * CONNECTIONS workers, each with one request in flight, for DURATION_MS; then each finishes
 * the request it has in flight, so every write sent has been answered before counting.
 */
async function runLoad(server: ServerProcess, accounts: Headers[], steps: Step[]) {
  const acknowledged = accounts.map((): Tally => ({ agents: 0, apiKeys: 0, tickets: 0 }));
  const failures: string[] = [];
  let sent = 0;
  const endsAt = Date.now() + DURATION_MS;
  const worker = async (id: number) => {
    for (let n = id; Date.now() < endsAt; n += CONNECTIONS) {
      const account = n % accounts.length;
      const step = steps[Math.floor(n / accounts.length) % steps.length]!;
      const headers = { ...accounts[account], ...(step.type ? { 'content-type': step.type } : {}) };
      sent += 1;
      try {
        const res = await fetch(`${server.url}${step.path}`, {
          method: step.method,
          headers,
          body: step.body?.(),
        });
        const text = await res.text();
        if (res.status === 429 && step.limitedWith && text.includes(`"${step.limitedWith}"`)) {
          continue;
        }
        if (res.status >= 300) failures.push(`${step.method} ${step.path}: ${res.status} ${text}`);
        else if (step.counts && res.status === 201) acknowledged[account]![step.counts] += 1;
      } catch (err) {
        failures.push(`${step.method} ${step.path}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, id) => worker(id)));
  return { acknowledged, failures, sent };
}

function describeLoad(name: string, configure: () => Promise<ServerConfig>) {
  let config: ServerConfig;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    if (config) await removeServerData(config);
  });

  it(
    `${name}: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s of reads and writes by two accounts: no errors, and every acknowledged write stored`,
    async () => {
      config = await configure();
      const owners = [await addAccount(config, 'load-a'), await addAccount(config, 'load-b')];
      server = await startServerProcess(config);
      const accounts: Headers[] = [];
      for (const owner of owners) {
        const { headers } = await signInOver(server, owner);
        const upgraded = await fetch(`${server.url}/api/v1/subscription/upgrade`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ planId: 'professional' }),
        });
        expect(upgraded.status).toBe(200);
        accounts.push(headers);
      }
      const before = await Promise.all(accounts.map((headers) => countsOf(server!, headers)));

      const { acknowledged, failures, sent } = await runLoad(server, accounts, await portalMix());
      console.info(
        `${name}: ${sent} requests in ${DURATION_MS / 1000} s, ${failures.length} failed`,
      );

      expect(failures.length, failures.slice(0, 5).join('\n')).toBe(0);
      expect(acknowledged.every((tally) => tally.agents > 0 && tally.tickets > 0)).toBe(true);
      expect(acknowledged.every((tally) => tally.tickets <= ticketsPerHour)).toBe(true);
      for (const [i, headers] of accounts.entries()) {
        const after = await countsOf(server, headers);
        expect(after).toEqual({
          agents: before[i]!.agents + acknowledged[i]!.agents,
          apiKeys: before[i]!.apiKeys + acknowledged[i]!.apiKeys,
          tickets: before[i]!.tickets + acknowledged[i]!.tickets,
        });
      }
      expect(server.log()).not.toMatch(/unhandled|error/i);
    },
    DURATION_MS + 180_000,
  );
}

const postgres = await postgresAvailable();

describe('under load', () => {
  describe('embedded PGlite', () => {
    describeLoad('PGlite', async () => {
      const config = await serverConfig('load');
      await prepareEmbeddedData(config);
      return config;
    });
  });

  describe.skipIf(!postgres)('PostgreSQL', () => {
    let database: TestPostgresDatabase | undefined;
    afterAll(async () => {
      await database?.drop();
    });
    describeLoad('PostgreSQL', async () => {
      database = await createTestPostgresDatabase('load');
      return serverConfig('load-pg', { DATABASE_URL: database.url });
    });
  });
});
