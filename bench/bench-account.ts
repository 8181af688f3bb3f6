import { demoAccount } from '@shared/auth/demo-account.ts';
import { openAccountStore } from '../src/server/cli/users-command.ts';
import { readEnv } from '../src/server/env.ts';
import type { Credentials } from './session.ts';

/**
 * The account the reads sign in as: the demo account with the specification's sample data
 * (three agents). The embedded database seeds it on the server's first start; on PostgreSQL
 * nothing is seeded, so it is created here.
 */
export const benchAccount: Credentials = {
  email: demoAccount.email,
  password: demoAccount.password,
};

/**
 * The accounts the writes sign in as, one per connection, as separate customers would: one
 * account's agent creations take turns by design (its plan's limit is checked under a lock),
 * and each stays far below Essential's five agents.
 */
export function writerAccounts(count: number): Credentials[] {
  return Array.from({ length: count }, (_, index) => ({
    email: `bench-writer-${index + 1}@example.com`,
    password: `bench-writer-password-${index + 1}`,
  }));
}

/**
 * Creates accounts the way `npm run users -- add` does, while no server holds the database
 * (the embedded one admits a single user at a time).
 */
export async function createBenchAccounts(
  database: { dataDir: string; databaseUrl?: string; authSecret?: string },
  accounts: { demo: boolean; writers: Credentials[] },
) {
  const env = readEnv({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    AUTH_SECRET: database.authSecret,
    LOG_LEVEL: 'error',
  });
  const store = await openAccountStore(env);
  try {
    if (accounts.demo) await store.createAccount({ ...demoAccount, sampleData: true });
    for (const writer of accounts.writers) await store.createAccount(writer);
  } finally {
    await store.close();
  }
}
