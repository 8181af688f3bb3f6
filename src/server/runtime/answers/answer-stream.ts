import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AnswerEvent } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import type { ReceivedMessage } from '@server/runtime/messaging/receive-customer-message.ts';
import { type AnswerOptions, answerMessage } from './answer-message.ts';

/** A server-sent event: its name, and its data, sent as JSON (`{}` when it has none). */
export type StreamEvent = { event: string; data?: unknown };

export type AnswerStreamOptions<E extends StreamEvent> = Pick<
  AnswerOptions,
  'responder' | 'receivedAt' | 'reads'
> & {
  /** What the client is shown of each event of the answer; nothing for undefined. */
  present: (event: AnswerEvent) => E | undefined;
  /** What the client is sent instead of an answer when the message waits for a person. */
  keptForTeam: () => Promise<E[]>;
  /** What the client reads when the answer fails (its event is `error`, code `answer_failed`). */
  failure: string;
};

/**
 * The agent's answer to a received message as server-sent events. A client that leaves
 * cancels it (what was written is stored marked `cut`). A failure is told in the stream's
 * own `error` event: the status went out with the first event.
 */
export function streamAnswer<E extends StreamEvent>(
  c: Context,
  deps: RuntimeDeps,
  accountId: AccountId,
  received: ReceivedMessage,
  { responder, receivedAt, reads, present, keptForTeam, failure }: AnswerStreamOptions<E>,
) {
  return streamSSE(
    c,
    async (stream) => {
      const left = new AbortController();
      stream.onAbort(() => left.abort());
      const signal = AbortSignal.any([left.signal, c.req.raw.signal]);
      const send = (event: E) =>
        stream.writeSSE({ event: event.event, data: JSON.stringify(event.data ?? {}) });
      if (!received.agent) {
        for (const event of await keptForTeam()) await send(event);
        return;
      }
      await answerMessage(deps, accountId, received, {
        responder,
        signal,
        receivedAt,
        reads,
        emit: async (event) => {
          const shown = present(event);
          if (shown) await send(shown);
        },
      });
    },
    async (error, stream) => {
      console.error('An answer failed', error);
      await stream.writeSSE({
        event: 'error',
        data: JSON.stringify({ code: 'answer_failed', message: failure }),
      });
    },
  );
}
