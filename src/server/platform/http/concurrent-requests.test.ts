import { describe } from 'vitest';
import { describeConcurrentRequests } from '@server/testing/concurrency-suite.ts';
import { useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('concurrency');

// PGlite runs one transaction at a time; the same suite on PostgreSQL is in
// reliability/postgres-api.reliability.test.ts, where requests truly interleave.
describe('requests of one account at once (embedded database)', () => {
  describeConcurrentRequests(() => ({ server }));
});
