import type { Redis } from 'ioredis';
import type { Logger } from '@server/platform/logging/logger.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './memory-rate-limit-store.ts';

/**
 * One fixed window per key, counted in one atomic step so every server process shares it:
 * the first request of a window starts its expiry; the answer is the count so far and the
 * milliseconds the window has left.
 */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

export type RedisRateLimitOptions = {
  /** Prefix of every key (REDIS_KEY_PREFIX). */
  prefix: string;
  logger: Logger;
  /** Counts while Redis does not answer; this process's memory unless given. */
  fallback?: RateLimitStore;
};

/**
 * better-auth's rate-limit counters in Redis, shared by every server process. While Redis
 * does not answer, each process counts in its own memory: the limits stay on (per process)
 * and sign-in keeps working, rather than every request failing with Redis.
 */
export function createRedisRateLimitStore(
  redis: Redis,
  { prefix, logger, fallback = createMemoryRateLimitStore() }: RedisRateLimitOptions,
): RateLimitStore {
  let fallingBack = false;
  return {
    async consume(key, rule) {
      let answer: [number, number];
      try {
        answer = (await redis.eval(
          CONSUME_SCRIPT,
          1,
          `${prefix}rate-limit:${key}`,
          rule.window * 1000,
        )) as [number, number];
      } catch (err) {
        if (!fallingBack) {
          fallingBack = true;
          logger.error('Rate limits are counted in this process while Redis does not answer.', err);
        }
        return fallback.consume(key, rule);
      }
      if (fallingBack) {
        fallingBack = false;
        logger.info('Rate limits are counted in Redis again.');
      }
      const [count, leftMs] = answer;
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(leftMs / 1000)) };
    },
  };
}
