import { defineConfig } from 'vitest/config';
import { alias, reliabilityTests, testServicesProvided } from './vite.config.ts';

/**
 * `npm run test:reliability`: durability across SIGKILL, a sustained load, several server
 * processes on one PostgreSQL and Redis, and the fuzzer and isolation matrix on PostgreSQL.
 * One file at a time: each starts real server processes on a 2-core machine.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    include: [reliabilityTests],
    provide: testServicesProvided,
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
