import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnection } from '@server/platform/redis/connect-redis.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { createTestRedisNamespace, redisAvailable } from '@server/testing/test-services.ts';
import { createLocalEventBus, createRedisEventBus, type EventBus } from './event-bus.ts';

function collect(bus: EventBus, topic: string) {
  const heard: unknown[] = [];
  const stop = bus.subscribe(topic, (payload) => heard.push(payload));
  return { heard, stop };
}

/** Resolves once `check` holds, polling the event loop (delivery through Redis is async). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the in-process event bus', () => {
  it('delivers to the listeners of each topic, and no more after they stop', () => {
    const bus = createLocalEventBus();
    const account = collect(bus, 'account:a');
    const other = collect(bus, 'account:b');
    bus.publish(['account:a', 'conversation:1'], { n: 1 });
    account.stop();
    bus.publish(['account:a'], { n: 2 });
    expect(account.heard).toEqual([{ n: 1 }]);
    expect(other.heard).toEqual([]);
  });
});

const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('the event bus through Redis', () => {
  const namespace = createTestRedisNamespace('event-bus');
  const opened: { redis: RedisConnection; bus: EventBus }[] = [];
  const open = async () => {
    const logger = createLogger('silent');
    const redis = await connectRedis(namespace.url, namespace.prefix, logger);
    const bus = await createRedisEventBus(redis, logger);
    opened.push({ redis, bus });
    return bus;
  };
  afterAll(async () => {
    for (const { redis, bus } of opened) {
      await bus.close();
      await redis.close();
    }
  });

  it('carries an event published in one process to the listeners of another, in order', async () => {
    const [first, second] = [await open(), await open()];
    const there = collect(second, 'conversation:42');
    const here = collect(first, 'conversation:42');
    for (let n = 1; n <= 20; n++) first.publish(['account:x', 'conversation:42'], { n });
    await until(() => there.heard.length === 20 && here.heard.length === 20);
    expect(there.heard).toEqual(Array.from({ length: 20 }, (_, i) => ({ n: i + 1 })));
    expect(here.heard).toEqual(there.heard);
  });

  it('keeps processes of another key prefix apart', async () => {
    const bus = await open();
    const logger = createLogger('silent');
    const otherRedis = await connectRedis(namespace.url, `${namespace.prefix}other:`, logger);
    const other = await createRedisEventBus(otherRedis, logger);
    opened.push({ redis: otherRedis, bus: other });
    const heard = collect(other, 'account:y');
    const mine = collect(bus, 'account:y');
    bus.publish(['account:y'], { n: 1 });
    await until(() => mine.heard.length === 1);
    expect(heard.heard).toEqual([]);
  });
});
