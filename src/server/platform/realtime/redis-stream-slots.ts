import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '@server/platform/logging/logger.ts';
import { createMemoryStreamSlots, type StreamSlots } from './stream-slots.ts';

/**
 * Each open stream is a lease in a sorted set per key, scored by when it expires (Redis's own
 * clock, so the processes' clocks do not matter). Taking one first drops the expired leases of
 * every key, then takes a slot under all of them or none: KEYS are the keys, ARGV the lease id,
 * its length in milliseconds, then each key's cap.
 */
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i + 2]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1
`;

/** Moves a lease's expiry on while its stream stays open. */
const RENEW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1
`;

/** A process that dies without giving its streams back holds their slots this long at most. */
const LEASE_MS = 60_000;

export type RedisStreamSlotOptions = {
  /** Prefix of every key (REDIS_KEY_PREFIX). */
  prefix: string;
  logger: Logger;
  /** How long a lease lasts unless renewed (renewed three times as often); tests shorten it. */
  leaseMs?: number;
  /** Counts while Redis does not answer; this process's memory unless given. */
  fallback?: StreamSlots;
};

/**
 * Stream slots shared by every server process through Redis. While Redis does not answer,
 * each process counts its own streams, as the rate limits do, rather than refusing them all.
 */
export function createRedisStreamSlots(
  redis: Redis,
  {
    prefix,
    logger,
    leaseMs = LEASE_MS,
    fallback = createMemoryStreamSlots(),
  }: RedisStreamSlotOptions,
): StreamSlots {
  let fallingBack = false;
  return {
    async acquire(rules) {
      const keys = rules.map((rule) => `${prefix}stream-slots:${rule.key}`);
      const lease = randomUUID();
      let taken: number;
      try {
        taken = (await redis.eval(
          ACQUIRE_SCRIPT,
          keys.length,
          ...keys,
          lease,
          leaseMs,
          ...rules.map((rule) => rule.max),
        )) as number;
      } catch (err) {
        if (!fallingBack) {
          fallingBack = true;
          logger.error(
            'Open streams are counted in this process while Redis does not answer.',
            err,
          );
        }
        return fallback.acquire(rules);
      }
      if (fallingBack) {
        fallingBack = false;
        logger.info('Open streams are counted in Redis again.');
      }
      if (taken !== 1) return null;
      const renewal = setInterval(() => {
        // A renewal Redis misses only lets the lease expire early; the next one adds it back.
        redis.eval(RENEW_SCRIPT, keys.length, ...keys, lease, leaseMs).catch(() => {});
      }, leaseMs / 3);
      renewal.unref();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        // Unanswered, the lease expires by itself.
        await Promise.all(keys.map((key) => redis.zrem(key, lease))).catch(() => {});
      };
    },
  };
}
