import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, useTestRedisClients } from '@server/testing/test-services.ts';
import { createRedisStreamSlots } from './redis-stream-slots.ts';

const available = await redisAvailable();

describe.skipIf(!available)('open streams counted in Redis', () => {
  const { namespace, client, connect, lines, logger, close } = useTestRedisClients('stream-slots');
  const slots = async (leaseMs?: number) =>
    createRedisStreamSlots(await connect(), { prefix: namespace.prefix, logger, leaseMs });

  afterAll(close);

  it('are shared by every process, under every key a stream counts for, all or none', async () => {
    const [first, second] = [await slots(), await slots()];
    const visitor = (id: string) => [
      { key: `visitor:${id}`, max: 2 },
      { key: 'address:203.0.113.1', max: 3 },
    ];
    const a1 = await first!.acquire(visitor('a'));
    const a2 = await second!.acquire(visitor('a'));
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(await first!.acquire(visitor('a'))).toBeNull();
    const b1 = await second!.acquire(visitor('b'));
    expect(b1).not.toBeNull();
    // The address is full: b's second stream is refused, and takes no slot of b's either.
    expect(await first!.acquire(visitor('b'))).toBeNull();
    await a1!();
    const b2 = await first!.acquire(visitor('b'));
    expect(b2).not.toBeNull();
    expect(await second!.acquire(visitor('b'))).toBeNull();
    await Promise.all([a2!(), b1!(), b2!()]);
    expect(await first!.acquire(visitor('c'))).not.toBeNull();
  });

  it('keep a stream’s slot while it is open, and free a dead process’s when its lease ends', async () => {
    const rule = [{ key: 'lease-key', max: 1 }];
    const living = await slots(300);
    const release = await living.acquire(rule);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Renewed while open: still taken.
    expect(await living.acquire(rule)).toBeNull();
    await release!();

    const dying = client(namespace.url);
    await dying.connect();
    await createRedisStreamSlots(dying, { prefix: namespace.prefix, logger, leaseMs: 300 }).acquire(
      rule,
    );
    dying.disconnect();
    expect(await living.acquire(rule)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await living.acquire(rule)).not.toBeNull();
  });

  it('count in this process’s memory while Redis does not answer', async () => {
    const offline = createRedisStreamSlots(client('redis://127.0.0.1:1'), {
      prefix: namespace.prefix,
      logger,
    });
    const rule = [{ key: 'offline-key', max: 1 }];
    expect(await offline.acquire(rule)).not.toBeNull();
    expect(await offline.acquire(rule)).toBeNull();
    expect(lines.filter((line) => line.includes('counted in this process'))).toHaveLength(1);
  });
});
