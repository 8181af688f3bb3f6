import { describe } from 'vitest';
import { describeAccountIsolation } from '@server/testing/isolation-suite.ts';
import { useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('isolation');

describe('accounts are isolated (embedded database)', () => {
  describeAccountIsolation(() => ({ server }));
});
