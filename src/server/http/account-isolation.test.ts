import { afterAll, beforeAll, describe } from 'vitest';
import { describeAccountIsolation } from '../testing/isolation-suite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('isolation');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('accounts are isolated (embedded database)', () => {
  describeAccountIsolation(() => ({ server }));
});
