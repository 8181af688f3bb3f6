import { and, eq, sql } from 'drizzle-orm';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_FIRST_RETRY_MS,
  DELIVERY_MAX_RETRY_MS,
  type OutboundChannel,
} from '@shared/messaging.ts';
import type { MessageSender } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { channelOutbox, contact, conversation, message } from '@server/platform/db/schema.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import {
  changeConversations,
  type ConversationDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { toMessage } from '@server/core/conversations/conversation-rows.ts';
import {
  conversationRow,
  publicConversation,
} from '@server/core/conversations/conversation-store.ts';
import {
  type ChannelSenders,
  DeliveryFailure,
  type DeliveryFailureKind,
} from './channel-sender.ts';
import { pollingLoop } from '@server/platform/background/polling-loop.ts';

export type OutboxTimings = {
  /** How long the worker rests when nothing is due. */
  pollMs: number;
  /** The wait after the first failure; doubled after each next one, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Tries in all before the message is marked failed. */
  attempts: number;
  /**
   * How long a claimed message is left to the process that claimed it: if that process dies
   * mid-send, another takes the message over after this.
   */
  claimMs: number;
};

export const defaultOutboxTimings: OutboxTimings = {
  pollMs: 1_000,
  firstRetryMs: DELIVERY_FIRST_RETRY_MS,
  maxRetryMs: DELIVERY_MAX_RETRY_MS,
  attempts: DELIVERY_ATTEMPTS,
  claimMs: 60_000,
};

/** How many messages one round claims; a full round is followed by another at once. */
const BATCH = 20;

/** The wait before try `attempt + 1`, after `attempt` tries failed. */
export const retryDelayMs = (attempt: number, timings: OutboxTimings) =>
  Math.min(timings.firstRetryMs * 2 ** (attempt - 1), timings.maxRetryMs);

type Claimed = {
  id: number;
  accountId: string;
  messageId: string;
  conversationId: string;
  channel: OutboundChannel;
  attempts: number;
};

export type OutboxWorker = {
  /** One round: claims what is due, sends it, and records each outcome. Answers how many. */
  deliverDue: () => Promise<number>;
  start: () => void;
  /** Stops after the round in progress. */
  stop: () => Promise<void>;
};

/**
 * Delivers the outbox: every server process runs one. A round claims due messages with
 * `FOR UPDATE SKIP LOCKED` (processes never take the same row) and pushes their next attempt
 * past the claim time before sending, so the send happens outside any transaction. A
 * conversation's messages go out in order: only its oldest waiting message is ever due.
 * Sent: the row goes and the message's delivery is `sent`. Failed for good (attempts used
 * up, or the channel says it never will): the row goes, delivery is `failed`, and a
 * `message.updated` event tells the inbox.
 */
export function createOutboxWorker(deps: {
  runtime: ConversationDeps;
  senders: ChannelSenders;
  logger: Logger;
  timings?: Partial<OutboxTimings>;
}): OutboxWorker {
  const { runtime, senders, logger } = deps;
  const { db } = runtime;
  const timings = { ...defaultOutboxTimings, ...deps.timings };

  async function claim(): Promise<Claimed[]> {
    const rows = await rawRows<Record<string, unknown>>(
      db,
      sql`
      with due as (
        select o.id from ${channelOutbox} o
        where o.next_attempt_at <= now()
          and not exists (
            select 1 from ${channelOutbox} earlier
            where earlier.conversation_id = o.conversation_id and earlier.id < o.id
          )
        order by o.next_attempt_at, o.id
        limit ${BATCH}
        for update of o skip locked
      )
      update ${channelOutbox} set
        attempts = ${channelOutbox.attempts} + 1,
        next_attempt_at = now() + make_interval(secs => ${timings.claimMs / 1000})
      from due where ${channelOutbox.id} = due.id
      returning ${channelOutbox.id} as id, ${channelOutbox.accountId} as account_id,
        ${channelOutbox.messageId} as message_id,
        ${channelOutbox.conversationId} as conversation_id,
        ${channelOutbox.channel} as channel, ${channelOutbox.attempts} as attempts`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      accountId: String(row.account_id),
      messageId: String(row.message_id),
      conversationId: String(row.conversation_id),
      channel: row.channel as OutboundChannel,
      attempts: Number(row.attempts),
    }));
  }

  async function sendOne(item: Claimed) {
    const [found] = await db
      .select({
        sender: message.sender,
        authorName: message.authorName,
        text: message.text,
        agentId: conversation.agentId,
        externalId: contact.externalId,
      })
      .from(message)
      .innerJoin(conversation, eq(conversation.id, message.conversationId))
      .innerJoin(contact, eq(contact.id, conversation.contactId))
      .where(eq(message.id, item.messageId));
    const channelSender = senders[item.channel];
    if (!found || !found.agentId || !channelSender) {
      throw new DeliveryFailure(
        'permanent',
        'The conversation has no agent or channel to send from.',
      );
    }
    await channelSender.send({
      accountId: item.accountId as AccountId,
      agentId: found.agentId,
      externalId: found.externalId,
      sender: found.sender as MessageSender,
      authorName: found.authorName,
      text: found.text,
    });
  }

  // The message is locked before its outbox row, in the order deleting a conversation
  // cascades to them: in the other order, a customer erased while their reply is being
  // delivered would deadlock with this.
  async function markSent(item: Claimed) {
    await db.transaction(async (tx) => {
      await tx.update(message).set({ delivery: 'sent' }).where(eq(message.id, item.messageId));
      await tx.delete(channelOutbox).where(eq(channelOutbox.id, item.id));
    });
  }

  async function retryLater(item: Claimed, reason: string) {
    const waitMs = retryDelayMs(item.attempts, timings);
    await db
      .update(channelOutbox)
      .set({
        lastError: reason,
        nextAttemptAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
      })
      .where(eq(channelOutbox.id, item.id));
  }

  async function markFailed(item: Claimed, reason: string, note: string | null) {
    const accountId = item.accountId as AccountId;
    await changeConversations(runtime, accountId, async (tx, record) => {
      const [failed] = await tx
        .update(message)
        .set({ delivery: 'failed', deliveryNote: note })
        .where(and(eq(message.id, item.messageId), eq(message.accountId, accountId)))
        .returning();
      await tx.delete(channelOutbox).where(eq(channelOutbox.id, item.id));
      if (!failed) return;
      const row = await conversationRow(accountId, tx, item.conversationId);
      record('message.updated', await publicConversation(tx, row), {
        message: toMessage(failed),
        detail: { delivery: 'failed', reason: reason.slice(0, 300) },
      });
    });
    logger.info('A channel message could not be delivered', {
      channel: item.channel,
      messageId: item.messageId,
      reason,
    });
  }

  async function deliver(item: Claimed) {
    try {
      await sendOne(item);
      await markSent(item);
    } catch (error) {
      const kind: DeliveryFailureKind = error instanceof DeliveryFailure ? error.kind : 'retry';
      const reason = error instanceof Error ? error.message : String(error);
      const note = error instanceof DeliveryFailure ? (error.note ?? null) : null;
      if (kind === 'retry' && item.attempts < timings.attempts) await retryLater(item, reason);
      else await markFailed(item, reason, note);
    }
  }

  async function deliverDue() {
    const claimed = await claim();
    // One at a time per conversation (claim takes only each one's oldest); conversations in parallel.
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  const loop = pollingLoop(deliverDue, {
    pollMs: timings.pollMs,
    batch: BATCH,
    onError: (error) => logger.error('Delivering channel messages failed', error),
  });

  return {
    deliverDue,
    ...loop,
  };
}
