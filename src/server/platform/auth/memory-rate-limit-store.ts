import type { BetterAuthRateLimitOptions } from 'better-auth';

/** better-auth's storage contract: count one request and say whether it is allowed. */
export type RateLimitStore = NonNullable<BetterAuthRateLimitOptions['customStorage']>;

const PRUNE_EVERY = 1000;

/**
 * Fixed-window counters in this process's memory, one per (address, endpoint) key. It sits
 * behind better-auth's `customStorage` so a shared store (Redis) can replace it when the
 * server runs as several processes; each app gets its own, so tests do not share counters.
 */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let calls = 0;

  function prune(time: number) {
    for (const [key, entry] of windows) if (entry.endsAt <= time) windows.delete(key);
  }

  return {
    async consume(key, rule) {
      const time = now();
      if (++calls % PRUNE_EVERY === 0) prune(time);
      const entry = windows.get(key);
      if (!entry || entry.endsAt <= time) {
        windows.set(key, { count: 1, endsAt: time + rule.window * 1000 });
        return { allowed: true, retryAfter: null };
      }
      if (entry.count >= rule.max) {
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.endsAt - time) / 1000)) };
      }
      entry.count += 1;
      return { allowed: true, retryAfter: null };
    },
  };
}
