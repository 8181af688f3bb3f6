import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

/**
 * The PostgreSQL and Redis servers of the test machine. Each test run works in a database
 * and under a key prefix of its own, and removes them afterwards, so runs never collide.
 */
export const TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the Vitest config in CI: a missing PostgreSQL or Redis fails instead of skipping. */
    requireTestServices: boolean;
    /** Where `useTestServer` puts its database; the embedded one unless set. */
    testDatabase?: 'embedded' | 'postgres';
    /** SHOW_HELD_OUT_MISSES=1: the answer evaluation prints the held-out sets' misses too. */
    showHeldOutMisses?: boolean;
  }
}

async function pingPostgres(url: string) {
  const client = postgres(url, { connect_timeout: 3, max: 1, onnotice: () => {} });
  try {
    await client`select 1`;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

async function pingRedis(url: string) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  client.on('error', (err: Error) => (cause ??= err));
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    throw cause ?? err;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether a service answers. In CI an unreachable one throws, so its tests fail with the
 * reason; elsewhere they are skipped, with the reason on one line.
 */
async function serviceAvailable(name: string, url: string, ping: (url: string) => Promise<void>) {
  try {
    await ping(url);
    return true;
  } catch (err) {
    const reason = `${name} does not answer at ${url} (${err instanceof Error ? err.message : String(err)})`;
    if (inject('requireTestServices')) {
      throw new Error(`${reason}; CI runs these tests against it, so start it.`);
    }
    console.warn(`Skipping the ${name} tests: ${reason}.`);
    return false;
  }
}

export const postgresAvailable = () =>
  serviceAvailable('PostgreSQL', TEST_POSTGRES_URL, pingPostgres);
export const redisAvailable = () => serviceAvailable('Redis', TEST_REDIS_URL, pingRedis);

export type TestPostgresDatabase = ScratchDatabase;

/** A new, empty database on the test PostgreSQL server; `drop` removes it. */
export const createTestPostgresDatabase = (label: string): Promise<TestPostgresDatabase> =>
  createScratchDatabase(
    TEST_POSTGRES_URL,
    `agent_portal_${label.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`,
  );

export type TestRedisNamespace = { url: string; prefix: string; clear: () => Promise<void> };

/** A key prefix of this run's own on the test Redis server; `clear` deletes its keys. */
export function createTestRedisNamespace(label: string): TestRedisNamespace {
  const prefix = `agent-portal-test:${label}:${randomBytes(6).toString('hex')}:`;
  return {
    url: TEST_REDIS_URL,
    prefix,
    clear: async () => {
      const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await client.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        client.disconnect();
      }
    },
  };
}

/**
 * A Redis test's clients in its namespace: they fail at once rather than retry or queue (so a
 * test of Redis going away sees it go), record what the code under test logs, and are all
 * closed with the namespace's keys by `close`.
 */
export function useTestRedisClients(label: string) {
  const namespace = createTestRedisNamespace(label);
  const clients: Redis[] = [];
  const client = (url = namespace.url) => {
    const made = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    made.on('error', () => {});
    clients.push(made);
    return made;
  };
  const lines: string[] = [];
  return {
    namespace,
    client,
    connect: async () => {
      const made = client();
      await made.connect();
      return made;
    },
    /** What the code logged, line by line. */
    lines,
    logger: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
    close: async () => {
      await namespace.clear();
      for (const made of clients) made.disconnect();
    },
  };
}
