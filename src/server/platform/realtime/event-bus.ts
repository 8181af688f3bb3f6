import { EventEmitter } from 'node:events';
import type { RedisConnection } from '@server/platform/redis/connect-redis.ts';
import type { Logger } from '@server/platform/logging/logger.ts';

/**
 * Live events between the code that changes something and the streams that show it. A
 * message goes to topics (`account:<id>`, `conversation:<id>`); a listener hears one topic.
 * Delivery is at most once and only to listeners connected now: what a stream missed it
 * reads back from the database (the events table), so the bus never has to remember.
 */
export type EventBus = {
  publish: (topics: readonly string[], payload: unknown) => void;
  /** Returns the function that stops listening. */
  subscribe: (topic: string, listener: (payload: unknown) => void) => () => void;
  close: () => Promise<void>;
};

export const accountTopic = (accountId: string) => `account:${accountId}`;
export const conversationTopic = (conversationId: string) => `conversation:${conversationId}`;

function localDelivery() {
  const emitter = new EventEmitter();
  // One listener per open stream: a thousand widget streams on one process is expected.
  emitter.setMaxListeners(0);
  return {
    deliver: (topics: readonly string[], payload: unknown) => {
      for (const topic of topics) emitter.emit(topic, payload);
    },
    subscribe: (topic: string, listener: (payload: unknown) => void) => {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
  };
}

/** One process: events go straight to this process's listeners. */
export function createLocalEventBus(): EventBus {
  const local = localDelivery();
  return {
    publish: (topics, payload) => local.deliver(topics, payload),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

type Envelope = { topics: string[]; payload: unknown };

/**
 * Several processes: every event goes through one Redis pub/sub channel, and each process
 * (the sender too, so all see one order) hands it to its own listeners. While Redis does not
 * answer, events reach this process's listeners only, and streams elsewhere catch up from the
 * database when they reconnect.
 */
export async function createRedisEventBus(
  redis: RedisConnection,
  logger: Logger,
): Promise<EventBus> {
  const local = localDelivery();
  const channel = `${redis.prefix}conversation-events`;
  // A connection in subscriber mode can do nothing else: it needs one of its own. ioredis
  // subscribes again by itself after a reconnect; until the first subscription holds, this
  // process's events stay in this process.
  const subscriber = redis.client.duplicate({ enableOfflineQueue: true });
  let subscribed = false;
  subscriber.on('error', () => {});
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      const { topics, payload } = JSON.parse(raw) as Envelope;
      local.deliver(topics, payload);
    } catch (err) {
      logger.error('Unreadable event from Redis', err);
    }
  });
  const subscribing = subscriber.subscribe(channel).then(
    () => void (subscribed = true),
    (err: unknown) => logger.error('Cannot subscribe to live events in Redis', err),
  );
  await Promise.race([subscribing, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  return {
    publish(topics, payload) {
      if (!subscribed) return local.deliver(topics, payload);
      const envelope: Envelope = { topics: [...topics], payload };
      redis.client.publish(channel, JSON.stringify(envelope)).catch(() => {
        local.deliver(topics, payload);
      });
    },
    subscribe: local.subscribe,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
