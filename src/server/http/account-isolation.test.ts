import { describe } from 'vitest';
import { describeAccountIsolation } from '../testing/isolation-suite.ts';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer('isolation');

describe('accounts are isolated (embedded database)', () => {
  describeAccountIsolation(() => ({ server }));
});
