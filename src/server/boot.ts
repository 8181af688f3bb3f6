import { seedDemoAccount } from '@server/features/account/seed-demo-account.ts';
import { ensureLandingAssistant } from '@server/features/landing-assistant/landing-assistant.ts';
import { buildServer, type createApp } from './app.ts';
import { createAuth } from '@server/platform/auth/auth.ts';
import { createRedisRateLimitStore } from '@server/platform/auth/redis-rate-limit-store.ts';
import { resolveAuthSecret } from '@server/platform/data-dir/auth-secret.ts';
import { acquireDataDirLock } from '@server/platform/data-dir/lock.ts';
import { tightenDataDir } from '@server/platform/data-dir/private-files.ts';
import { openDatabase } from '@server/platform/db/open-database.ts';
import { keepEmbeddedDatabaseTidy } from '@server/platform/db/embedded/database-upkeep.ts';
import { type Env, isEmbedded, landingWidgetOn, publicUrlOf } from './env.ts';
import { createLogger, type Logger } from '@server/platform/logging/logger.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';
import { connectRedis, type RedisConnection } from '@server/platform/redis/connect-redis.ts';
import { createRedisStreamSlots } from '@server/platform/realtime/redis-stream-slots.ts';
import {
  createLocalEventBus,
  createRedisEventBus,
  type EventBus,
} from '@server/platform/realtime/event-bus.ts';
import { scheduleIdleSweep } from '@server/core/conversations/close-idle-conversations.ts';

export type BootedServer = {
  app: ReturnType<typeof createApp>;
  logger: Logger;
  /** Waits for work and mail in flight, closes the database and gives the data folder back. */
  close: () => Promise<void>;
};

/**
 * Everything the server needs before it listens: the data-folder lock (embedded mode), the
 * database with its migrations, Redis when REDIS_URL is set, the auth secret, the landing's
 * own chat (LANDING_WIDGET, when the server serves the front end), and, in embedded mode only,
 * the demo account.
 */
export async function bootServer(
  env: Env,
  options: { clientDir?: string; logger?: Logger } = {},
): Promise<BootedServer> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  // A folder an older version wrote under a looser umask becomes the server user's alone.
  tightenDataDir(env.DATA_DIR);
  const lock = isEmbedded(env) ? acquireDataDirLock(env.DATA_DIR) : undefined;
  let database;
  let redis: RedisConnection | undefined;
  let bus: EventBus | undefined;
  try {
    database = await openDatabase(env);
    const { db } = database;
    const mailer = createMailer(env, logger);
    // Several server processes share one set of rate-limit counters in Redis; without it each
    // process counts alone, which is right for one process only.
    if (env.REDIS_URL) redis = await connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, logger);
    else if (!isEmbedded(env)) {
      logger.info('Rate limits are counted in this process; set REDIS_URL to run several.');
    }
    const rateLimitStore = redis
      ? createRedisRateLimitStore(redis.client, { prefix: redis.prefix, logger })
      : undefined;
    const streamSlots = redis
      ? createRedisStreamSlots(redis.client, { prefix: redis.prefix, logger })
      : undefined;
    const auth = createAuth({
      db,
      env,
      secret: resolveAuthSecret(env),
      mailer,
      logger,
      rateLimitStore,
    });
    // Live events reach every process's streams through Redis; without it, this process's.
    bus = redis ? await createRedisEventBus(redis, logger) : createLocalEventBus();
    // Before the app is built: the landing it serves carries the chat's key.
    const landingWidget =
      options.clientDir && landingWidgetOn(env)
        ? await ensureLandingAssistant(db, { publicUrl: publicUrlOf(env) })
        : undefined;
    const { added = 0, removed = 0 } = landingWidget?.knowledge ?? {};
    if (added + removed > 0) {
      logger.info(
        `The landing's chat now answers from the help articles (${added} added, ${removed} removed).`,
      );
    }
    const {
      app,
      channels,
      background,
      embedder,
      calendarSync,
      reminders,
      trialReminders,
      followUps,
      websiteCrawler,
    } = buildServer({
      db,
      env,
      auth,
      mailer,
      bus,
      rateLimitStore,
      streamSlots,
      sessionLock: database.sessionLock,
      landingWidget,
      ...options,
      logger,
    });
    if (database.kind === 'embedded' && env.SEED_DEMO) await seedDemoAccount(db, auth, logger);
    // PostgreSQL's own autovacuum does this on a server.
    const upkeep =
      database.kind === 'embedded'
        ? keepEmbeddedDatabaseTidy(db, (err) => logger.error('Tidying the database failed', err))
        : undefined;
    upkeep?.start();
    channels.start();
    embedder.start();
    calendarSync.start();
    reminders.start();
    trialReminders.start();
    followUps.start();
    websiteCrawler.start();
    const stopSweep = scheduleIdleSweep({ db, bus }, (err) =>
      logger.error('Closing idle conversations failed', err),
    );
    const opened = database;
    const openedRedis = redis;
    const openedBus = bus;
    return {
      app,
      logger,
      close: async () => {
        stopSweep();
        await upkeep?.stop();
        await channels.stop();
        await embedder.stop();
        await calendarSync.stop();
        await reminders.stop();
        await trialReminders.stop();
        await followUps.stop();
        await websiteCrawler.stop();
        // Work requests left running may still send mail.
        await background.settle();
        await mailer.settle();
        await openedBus.close();
        await openedRedis?.close();
        await opened.close();
        lock?.release();
      },
    };
  } catch (err) {
    await bus?.close().catch(() => {});
    await redis?.close().catch(() => {});
    await database?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}
