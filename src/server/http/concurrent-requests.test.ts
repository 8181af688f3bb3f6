import { afterAll, beforeAll, describe } from 'vitest';
import { describeConcurrentRequests } from '../testing/concurrency-suite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('concurrency');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

// PGlite runs one transaction at a time; the same suite on PostgreSQL is in
// reliability/postgres-api.reliability.test.ts, where requests truly interleave.
describe('requests of one account at once (embedded database)', () => {
  describeConcurrentRequests(() => ({ server }));
});
