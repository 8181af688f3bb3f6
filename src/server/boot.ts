import { seedDemoAccount } from './accounts/seed-demo-account.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './data-dir/auth-secret.ts';
import { acquireDataDirLock } from './data-dir/lock.ts';
import { openDatabase } from './db/open-database.ts';
import { type Env, isEmbedded } from './env.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer } from './mail/mailer.ts';

export type BootedServer = {
  app: ReturnType<typeof createApp>;
  logger: Logger;
  /** Waits for mail in flight, closes the database and gives the data folder back. */
  close: () => Promise<void>;
};

/**
 * Everything the server needs before it listens: the data-folder lock (embedded mode), the
 * database with its migrations, the auth secret, and, in embedded mode only, the demo account.
 */
export async function bootServer(
  env: Env,
  options: { clientDir?: string } = {},
): Promise<BootedServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const lock = isEmbedded(env) ? acquireDataDirLock(env.DATA_DIR) : undefined;
  let database;
  try {
    database = await openDatabase(env);
    const { db } = database;
    const mailer = createMailer(env, logger);
    const auth = createAuth({ db, env, secret: resolveAuthSecret(env), mailer, logger });
    const app = createApp({ db, env, auth, mailer, logger, ...options });
    if (database.kind === 'embedded') await seedDemoAccount(db, auth, logger);
    const opened = database;
    return {
      app,
      logger,
      close: async () => {
        await mailer.settle();
        await opened.close();
        lock?.release();
      },
    };
  } catch (err) {
    await database?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}
