import { describe } from 'vitest';
import { describeApiFuzz } from '@server/testing/api-fuzz-suite.ts';
import { useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('api-fuzz');

describe('the API under generated input (embedded database)', () => {
  describeApiFuzz(() => ({ server }), { numRuns: 40 });
});
