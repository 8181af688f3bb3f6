import type { Redis } from 'ioredis';
import type { Logger } from '@server/platform/logging/logger.ts';

/** How long a Redis command may take before its caller falls back (a sign-in waits on it). */
const COMMAND_TIMEOUT_MS = 1000;
/** How long the server waits for Redis at start before it serves without it. */
const READY_TIMEOUT_MS = 5000;

export type RedisConnection = {
  client: Redis;
  /** Prefix of every key this server writes (REDIS_KEY_PREFIX). */
  prefix: string;
  close: () => Promise<void>;
};

/**
 * A client for the shared Redis. Commands fail fast while it is unreachable (no queue, one
 * try) so callers can fall back, and it keeps reconnecting in the background; each outage
 * is logged once, not once per retry.
 */
export async function connectRedis(
  url: string,
  prefix: string,
  logger: Logger,
): Promise<RedisConnection> {
  // Loaded only when REDIS_URL is set: the client alone is about 18 MB of a server's memory.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: READY_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  const where = new URL(url).host;
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.error(`Redis at ${where} does not answer; retrying in the background.`, err);
  });
  client.on('ready', () => {
    if (down) logger.info(`Redis at ${where} answers again.`);
    down = false;
  });

  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!(await ready)) {
    logger.error(`Redis at ${where} is not ready; starting without it until it answers.`);
  }
  return {
    client,
    prefix,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
