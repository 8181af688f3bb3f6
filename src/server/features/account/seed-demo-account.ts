import { demoAccount } from '@shared/auth/demo-account.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import { verifyPassword } from '@server/platform/auth/password-hashing.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { accountExists, createAccount } from './create-account.ts';
import { credentialHashOf } from './credential-hash.ts';
import { loadSampleData } from './load-sample-data.ts';
import { loadSampleHistory } from '@server/runtime/history/sample-history.ts';

/**
 * Embedded mode only, unless SEED_DEMO=false: the demo account, with sample data, the first
 * time the server starts. Its sign-in is printed only while its password is still the
 * published one: once changed, the log does not advertise an address to guess at.
 */
export async function seedDemoAccount(db: Database, auth: Auth, logger: Logger) {
  if (!(await accountExists(db, demoAccount.email))) {
    const { id } = await createAccount(db, auth, { ...demoAccount, sampleData: true });
    // Only the demo gets a past: accounts made with `users add --sample-data` start with none.
    await loadSampleData(db, id, [loadSampleHistory]);
    logger.info(`Created the demo account with sample data and a history of conversations.`);
  }
  const hash = await credentialHashOf(db, demoAccount.email);
  if (hash && (await verifyPassword({ hash, password: demoAccount.password }))) {
    logger.info(`Demo account: ${demoAccount.email} / password: ${demoAccount.password}`);
  }
}
