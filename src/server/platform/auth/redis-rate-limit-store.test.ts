import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, useTestRedisClients } from '@server/testing/test-services.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

const available = await redisAvailable();

describe.skipIf(!available)('rate-limit counters in Redis', () => {
  const { namespace, client, connect, lines, logger, close } =
    useTestRedisClients('rate-limit-store');
  const rule = { window: 60, max: 3 };

  afterAll(close);

  it('are shared by every process: one window per key, counted across all of them', async () => {
    const [first, second] = [await connect(), await connect()].map((redis) =>
      createRedisRateLimitStore(redis, { prefix: namespace.prefix, logger }),
    );
    const answers = [];
    for (let i = 0; i < rule.max + 1; i++) {
      answers.push(await (i % 2 === 0 ? first! : second!).consume('203.0.113.1|/sign-in', rule));
    }
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers.at(-1)?.retryAfter).toBeGreaterThan(0);
    expect(answers.at(-1)?.retryAfter).toBeLessThanOrEqual(rule.window);
    // Another address, or another endpoint, has a window of its own.
    expect((await first!.consume('203.0.113.2|/sign-in', rule)).allowed).toBe(true);
    expect((await second!.consume('203.0.113.1|/reset', rule)).allowed).toBe(true);
  });

  it('start a new window once the old one has passed', async () => {
    const store = createRedisRateLimitStore(await connect(), { prefix: namespace.prefix, logger });
    const short = { window: 1, max: 1 };
    expect((await store.consume('window-key', short)).allowed).toBe(true);
    expect((await store.consume('window-key', short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.consume('window-key', short)).allowed).toBe(true);
  });

  it('are kept under the configured prefix only', async () => {
    const admin = await connect();
    const keys = await admin.keys(`${namespace.prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${namespace.prefix}rate-limit:`))).toBe(true);
  });

  it('fall back to this process’s memory while Redis does not answer, and still limit', async () => {
    // Never connected (and nothing listens on port 1): every command fails at once.
    const store = createRedisRateLimitStore(client('redis://127.0.0.1:1'), {
      prefix: namespace.prefix,
      logger,
    });
    const answers = [];
    for (let i = 0; i < rule.max + 1; i++) answers.push(await store.consume('offline-key', rule));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(lines.filter((line) => line.includes('counted in this process'))).toHaveLength(1);
  });
});
