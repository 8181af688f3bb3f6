import { afterAll, beforeAll, describe } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisRateLimitStore } from '@server/platform/auth/redis-rate-limit-store.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { createRedisStreamSlots } from '@server/platform/realtime/redis-stream-slots.ts';
import { describeApiFuzz } from '../testing/api-fuzz-suite.ts';
import { describeConcurrentRequests } from '../testing/concurrency-suite.ts';
import { describeAccountIsolation } from '../testing/isolation-suite.ts';
import { startTestServer, type TestServer, type TestServices } from '../testing/test-server.ts';
import {
  createTestPostgresDatabase,
  createTestRedisNamespace,
  postgresAvailable,
  redisAvailable,
  type TestPostgresDatabase,
} from '../testing/test-services.ts';

const available = (await postgresAvailable()) && (await redisAvailable());

/**
 * The fuzzer, the isolation matrix and the concurrent requests of the unit suite, on
 * PostgreSQL with the rate-limit counters and the widget's open streams in Redis: the
 * production set-up.
 */
describe.skipIf(!available)('the API on PostgreSQL and Redis', () => {
  let database: TestPostgresDatabase;
  let server: TestServer;
  const namespace = createTestRedisNamespace('postgres-api');
  let redis: Redis;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestPostgresDatabase('api');
    server = await startTestServer('postgres-api', { databaseUrl: database.url });
    redis = new Redis(namespace.url);
    services = {
      rateLimitStore: createRedisRateLimitStore(redis, {
        prefix: namespace.prefix,
        logger: createLogger('error'),
      }),
      streamSlots: createRedisStreamSlots(redis, {
        prefix: namespace.prefix,
        logger: createLogger('error'),
      }),
    };
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await namespace.clear();
    redis?.disconnect();
  });

  describe('generated input', () => {
    describeApiFuzz(() => ({ server, services }), { numRuns: 40 });
  });
  describe('isolation', () => {
    describeAccountIsolation(() => ({ server, services }));
  });
  describe('concurrent requests', () => {
    describeConcurrentRequests(() => ({ server }));
  });
});
