import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ConversationEvent } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import {
  accountTopic,
  conversationTopic,
  type EventBus,
} from '@server/platform/realtime/event-bus.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { eventsSince } from './conversation-events.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 2_000;

/** `Last-Event-ID` (or `?lastEventId=` where a client cannot set headers) as a number. */
export function lastEventIdOf(c: Context): number | undefined {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** How one event is written to the stream; null leaves it out. */
export type PresentEvent = (event: ConversationEvent) => { event: string; data: unknown } | null;

const asItIs: PresentEvent = (event) => ({ event: event.type, data: event });

/**
 * Streams the account's conversation events (or one conversation's) as server-sent events:
 * first what was missed since `Last-Event-ID`, then each event as it happens. It listens
 * before it reads what was missed, and skips what it already sent, so nothing falls in
 * between. A client without `Last-Event-ID` should load its lists once the stream is open.
 * The stream ends when the client goes. `present` shapes each event for its reader (the
 * widget's visitor sees less of a conversation than its business).
 */
export function streamConversationEvents(
  c: Context,
  deps: { db: Database; bus: EventBus },
  accountId: AccountId,
  {
    conversationId,
    present = asItIs,
    onEnd,
  }: {
    conversationId?: string;
    present?: PresentEvent;
    /** Called once the stream has ended, however it ended. */
    onEnd?: () => Promise<void>;
  } = {},
) {
  const afterId = lastEventIdOf(c);
  return streamSSE(c, async (stream) => {
    // Live events can arrive while the missed ones are read, or out of id order (transactions
    // commit in their own order): skip only what was sent already.
    const sent = new Set<string>();
    const queue: ConversationEvent[] = [];
    let wake: (() => void) | undefined;
    const topic = conversationId ? conversationTopic(conversationId) : accountTopic(accountId);
    const stop = deps.bus.subscribe(topic, (payload) => {
      queue.push(payload as ConversationEvent);
      wake?.();
    });
    let closed = false;
    stream.onAbort(() => {
      closed = true;
      wake?.();
    });
    const send = async (event: ConversationEvent) => {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      if (sent.size > 2000) sent.delete(sent.values().next().value!);
      const shown = present(event);
      if (shown) {
        await stream.writeSSE({
          // Only a stored event's number is a place to resume from; a note's is left out so
          // the browser's `Last-Event-ID` stays on the last stored one.
          id: /^\d+$/.test(event.id) ? event.id : undefined,
          event: shown.event,
          data: JSON.stringify(shown.data),
        });
      }
    };
    try {
      await stream.write(`retry: ${RETRY_MS}\n\n`);
      if (afterId !== undefined) {
        for (const event of await eventsSince(accountId, deps.db, afterId, { conversationId })) {
          await send(event);
        }
      }
      while (!closed) {
        const event = queue.shift();
        if (event) {
          await send(event);
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref();
        });
        wake = undefined;
        if (!closed && queue.length === 0) await stream.write(': ping\n\n');
      }
    } finally {
      stop();
      await onEnd?.();
    }
  });
}
