import { demoAccount } from '@shared/auth/demo-account.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { accountExists, createAccount } from './create-account.ts';

/** Embedded mode only: the demo account, with sample data, the first time the server starts. */
export async function seedDemoAccount(db: Database, auth: Auth, logger: Logger) {
  if (!(await accountExists(db, demoAccount.email))) {
    await createAccount(db, auth, { ...demoAccount, sampleData: true });
    logger.info(`Created the demo account with sample data.`);
  }
  logger.info(`Demo account: ${demoAccount.email} / password: ${demoAccount.password}`);
}
