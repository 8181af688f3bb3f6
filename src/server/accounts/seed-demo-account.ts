import { demoAccount } from '@shared/auth/demo-account.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/open-database.ts';
import type { Logger } from '../log.ts';
import { accountExists, createAccount } from './create-account.ts';

/** Embedded mode only: the demo account, with sample data, the first time the server starts. */
export async function seedDemoAccount(db: Database, auth: Auth, logger: Logger) {
  if (!(await accountExists(db, demoAccount.email))) {
    await createAccount(db, auth, { ...demoAccount, sampleData: true });
    logger.info(`Created the demo account with sample data.`);
  }
  logger.info(`Demo account: ${demoAccount.email} / password: ${demoAccount.password}`);
}
