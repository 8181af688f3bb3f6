import { defineConfig } from 'vitest/config';
import { alias, reliabilityTests, testServicesProvided } from './vite.config.ts';

/**
 * The sign-in, session and security tests of the unit suite (and the sealed model keys of
 * AI Configuration's answer engine and embeddings model, the answers' quality and knowledge
 * search, by words and by meaning, the website's pages as knowledge, the history's search, bookings that must never overlap,
 * the devices browser notifications go to, one per endpoint, billing with its trial and
 * Stripe's webhooks, Messenger and Instagram against a fake Graph API, and the assignment of
 * conversations to the team): here they
 * run again on a fresh
 * PostgreSQL database each (see useTestServer), the database production uses.
 */
const securityTests = [
  'src/server/platform/auth/{sign-in,rate-limits,password-reset,session-check,update-user}.test.ts',
  'src/server/platform/http/{no-secrets,site-headers,json-depth,path-bytes}.test.ts',
  'src/server/platform/logging/logger.test.ts',
  'src/server/features/support/ticket-routes.test.ts',
  'src/server/runtime/history/{erase-contact,history-routes}.test.ts',
  'src/server/runtime/knowledge/find-knowledge.test.ts',
  'src/server/runtime/knowledge/website/website-routes.test.ts',
  'src/server/runtime/knowledge/evaluation/evaluation.test.ts',
  'src/server/runtime/answers/{builtin-answers,conversation-knowledge}.test.ts',
  'src/server/features/account/signup-security.test.ts',
  'src/server/features/account/team.test.ts',
  'src/server/runtime/inbox/conversation-notes.test.ts',
  'src/server/channels/webchat/widget-abuse.test.ts',
  'src/server/runtime/answers/engine-settings-routes.test.ts',
  'src/server/runtime/knowledge/embeddings/embeddings.test.ts',
  'src/server/core/bookings/booking-store.test.ts',
  'src/server/core/notifications/push-routes.test.ts',
  'src/server/features/billing/{stripe-billing,billing-routes}.test.ts',
  'src/server/channels/meta/meta.test.ts',
  'src/server/core/assignment/assignment.test.ts',
  'src/server/core/follow-up/follow-up.test.ts',
];

/**
 * `npm run test:reliability`: durability across SIGKILL, a sustained load, several server
 * processes on one PostgreSQL and Redis, the fuzzer and isolation matrix on PostgreSQL, and the
 * auth-abuse tests on PostgreSQL. One file at a time: each starts real server processes or
 * databases on a 2-core machine.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: { name: 'reliability', include: [reliabilityTests], provide: testServicesProvided },
      },
      {
        extends: true,
        test: {
          name: 'security on PostgreSQL',
          include: securityTests,
          provide: { ...testServicesProvided, testDatabase: 'postgres' },
        },
      },
    ],
  },
});
