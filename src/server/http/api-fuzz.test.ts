import { afterAll, beforeAll, describe } from 'vitest';
import { describeApiFuzz } from '../testing/api-fuzz-suite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('api-fuzz');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the API under generated input (embedded database)', () => {
  describeApiFuzz(() => ({ server }), { numRuns: 40 });
});
