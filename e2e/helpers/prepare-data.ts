/** Creates the browser suite's accounts, with sample data unless one says otherwise, before its server starts. */
import { openAccountStore } from '../../src/server/cli/users-command.ts';
import { readEnv } from '../../src/server/env.ts';
import { accounts } from './accounts.ts';

const env = readEnv({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'error' });
const store = await openAccountStore(env);
try {
  for (const account of Object.values(accounts)) {
    await store.createAccount({ sampleData: true, ...account });
  }
} finally {
  await store.close();
}
console.log(`Created ${Object.keys(accounts).length} test accounts in ${env.DATA_DIR}`);
