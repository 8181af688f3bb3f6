import { demoAccount } from '@shared/auth/demo-account.ts';
import { openAccountStore } from '../src/server/cli/users-command.ts';
import { readEnv } from '../src/server/env.ts';

/**
 * The account the benchmark signs in as: the demo account with the specification's sample
 * data (three agents). The embedded database seeds it on the server's first start; on
 * PostgreSQL nothing is seeded, so it is created here the way `npm run users -- add` does,
 * before the server starts.
 */
export const benchAccount = { email: demoAccount.email, password: demoAccount.password };

export async function createBenchAccount(options: {
  databaseUrl: string;
  authSecret: string;
  dataDir: string;
}) {
  const env = readEnv({
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'error',
  });
  const store = await openAccountStore(env);
  try {
    await store.createAccount({ ...demoAccount, sampleData: true });
  } finally {
    await store.close();
  }
}
