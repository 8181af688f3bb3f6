import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { answerMessage } from '@server/runtime/answers/answer-message.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import type { ChannelSenders } from './channel-sender.ts';
import { keepTyping } from './keep-typing.ts';
import { type ChannelMessage, receiveCustomerMessage } from './receive-customer-message.ts';

export type ChannelRuntime = {
  runtime: RuntimeDeps;
  responder: Responder;
  senders: ChannelSenders;
  logger: Logger;
  /** The answers being written now; the server waits for them when it stops. */
  answering: Set<Promise<void>>;
};

/** What became of the message: stored (and answered or kept for the team), or a repeat. */
export type ChannelMessageOutcome = {
  conversationId: string | null;
  outcome: 'answering' | 'kept_for_team' | 'opened' | 'duplicate';
};

/**
 * A message a messaging channel delivered: it enters through receiveCustomerMessage, then the
 * agent answers it in the background, the customer seeing it type, so the channel's webhook
 * is acknowledged at once. The answer leaves through the outbox.
 */
export async function handleChannelMessage(
  deps: ChannelRuntime,
  accountId: AccountId,
  message: ChannelMessage,
): Promise<ChannelMessageOutcome> {
  const reception = await receiveCustomerMessage(deps.runtime, accountId, message);
  if (reception.outcome === 'duplicate') return { conversationId: null, outcome: 'duplicate' };
  if (reception.outcome === 'opened') {
    return { conversationId: reception.conversation?.id ?? null, outcome: 'opened' };
  }
  const { received } = reception;
  const conversationId = received.conversation.id;
  if (!received.agent) return { conversationId, outcome: 'kept_for_team' };
  const receivedAt = performance.now();
  const recipient = { accountId, agentId: received.agent.id, externalId: message.from.externalId };
  const task = keepTyping(deps.senders[message.channel], recipient, () =>
    answerMessage(deps.runtime, accountId, received, {
      responder: deps.responder,
      signal: new AbortController().signal,
      receivedAt,
    }),
  )
    .then(() => undefined)
    .catch(async (err: unknown) => {
      deps.logger.error('A channel answer failed', err, { conversationId });
      // Never leave the customer without a word: the team takes it from here.
      await handOver(deps.runtime, accountId, conversationId, 'model_failed').catch(() => {});
    })
    .finally(() => deps.answering.delete(task));
  deps.answering.add(task);
  return { conversationId, outcome: 'answering' };
}
