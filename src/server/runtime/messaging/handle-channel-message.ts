import type { AccountId } from '@server/platform/db/account-scope.ts';
import { DomainError } from '@server/platform/errors/domain-errors.ts';
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

/**
 * What became of the message: stored (and answered or kept for the team), a repeat, or left
 * aside because a rule refused it (the agent was deleted meanwhile, say).
 */
export type ChannelMessageOutcome = {
  conversationId: string | null;
  outcome: 'answering' | 'kept_for_team' | 'opened' | 'duplicate' | 'left_aside';
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
  let reception;
  try {
    reception = await receiveCustomerMessage(deps.runtime, accountId, message);
  } catch (error) {
    // Refused by a rule: the provider must not deliver it again and again, so it is acknowledged.
    if (!(error instanceof DomainError)) throw error;
    deps.logger.info('A channel message was left aside', {
      channel: message.channel,
      reason: error.message,
    });
    return { conversationId: null, outcome: 'left_aside' };
  }
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
