import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { OutboundChannel } from '@shared/messaging.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, message } from '@server/platform/db/schema.ts';
import { DomainError } from '@server/platform/errors/domain-errors.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';
import { answerMessage } from '@server/runtime/answers/answer-message.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import {
  changeConversations,
  type RuntimeDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import { assertConversationAllowed } from '@server/core/conversations/conversation-usage.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { startConversationIn } from '@server/core/conversations/start-conversation.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import type { ChannelSenders } from './channel-sender.ts';
import { keepTyping } from './keep-typing.ts';

/** A customer's message as a messaging channel delivered it. */
export type ChannelMessage = {
  channel: OutboundChannel;
  agentId: string;
  from: { externalId: string; name?: string | null; phone?: string | null };
  /** The provider's id of the message: the same id twice is stored once. */
  messageId: string;
  /**
   * The customer's words; null when they only opened the chat (Telegram's /start), which
   * starts the conversation with the greeting and stores nothing of theirs.
   */
  text: string | null;
};

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

/** The contact's conversation with the agent on the channel that is still open, if any. */
async function openConversationOf(
  tx: Database,
  accountId: AccountId,
  contactId: string,
  input: ChannelMessage,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(conversation)
    .where(
      and(
        eq(conversation.accountId, accountId),
        eq(conversation.contactId, contactId),
        eq(conversation.agentId, input.agentId),
        eq(conversation.channel, input.channel),
        ne(conversation.status, 'closed'),
      ),
    )
    .orderBy(desc(conversation.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Whether the customer's message with this provider id was stored already, in any conversation. */
async function alreadyStored(tx: Database, contactId: string, messageId: string) {
  const [row] = await tx
    .select({ id: message.id })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(and(eq(conversation.contactId, contactId), eq(message.externalId, messageId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The single way in for every messaging channel. In one transaction: the contact is stored
 * (its row lock makes the same customer's messages, and a gateway's retries, wait for each
 * other), its open conversation with the agent is found or started (with the greeting), and
 * the message is stored under the provider's id. Then, after the commit, the agent answers in
 * the background, so the channel's webhook is acknowledged at once.
 *
 * When the agent cannot chat (the plan's monthly conversations are used up, or it is
 * inactive) the conversation is started all the same and handed over with reason `offline`:
 * the hand-over line tells the customer, once, that the team will answer, and the
 * conversation waits in the live inbox.
 */
export async function receiveChannelMessage(
  deps: ChannelRuntime,
  accountId: AccountId,
  input: ChannelMessage,
): Promise<ChannelMessageOutcome> {
  const { runtime } = deps;
  const agent = await getAgent(accountId, runtime.db, input.agentId);
  const { personality } = await getAgentPersonality(accountId, runtime.db, agent.id);

  const stored = await changeConversations(runtime, accountId, async (tx, record) => {
    const { externalId, name = null, phone = null } = input.from;
    const [customer] = await tx
      .insert(contact)
      .values({
        id: crypto.randomUUID(),
        accountId,
        channel: input.channel,
        externalId,
        name,
        phone,
      })
      .onConflictDoUpdate({
        target: [contact.accountId, contact.channel, contact.externalId],
        set: {
          name: sql`coalesce(excluded.name, ${contact.name})`,
          phone: sql`coalesce(excluded.phone, ${contact.phone})`,
        },
      })
      .returning({ id: contact.id });
    const contactId = customer!.id;
    if (await alreadyStored(tx, contactId, input.messageId)) return null;

    let row = await openConversationOf(tx, accountId, contactId, input);
    let offline = agent.status !== 'active';
    if (!row) {
      offline ||= await pastMonthlyLimit(tx, accountId);
      // Opening the chat while the agent cannot answer leaves nothing for the team to do.
      if (input.text === null && offline) return { row: null, offline };
      row = await startConversationIn(tx, record, accountId, {
        agent: { id: agent.id, name: agent.name },
        channel: input.channel,
        contact: { externalId, name, phone },
        greeting: offline ? undefined : personality.greeting,
        evenPastLimit: true,
      });
    }
    if (input.text === null) return { row, offline: false };
    const added = await addMessage(tx, record, row, {
      sender: 'customer',
      text: input.text,
      externalId: input.messageId,
    });
    return { row: added.conversation, offline, customerMessage: added.message! };
  });

  if (!stored) return { conversationId: null, outcome: 'duplicate' };
  const { row } = stored;
  if (!row) return { conversationId: null, outcome: 'opened' };
  if (!stored.customerMessage) return { conversationId: row.id, outcome: 'opened' };
  if (row.status !== 'bot') return { conversationId: row.id, outcome: 'kept_for_team' };
  if (stored.offline) {
    await handOver(runtime, accountId, row.id, 'offline');
    return { conversationId: row.id, outcome: 'kept_for_team' };
  }
  const receivedAt = performance.now();
  const received = { conversation: row, customerMessage: stored.customerMessage, agent };
  const recipient = { accountId, agentId: agent.id, externalId: input.from.externalId };
  const task = keepTyping(deps.senders[input.channel], recipient, () =>
    answerMessage(runtime, accountId, received, {
      responder: deps.responder,
      signal: new AbortController().signal,
      receivedAt,
    }),
  )
    .then(() => undefined)
    .catch(async (err: unknown) => {
      deps.logger.error('A channel answer failed', err, { conversationId: row.id });
      // Never leave the customer without a word: the team takes it from here.
      await handOver(runtime, accountId, row.id, 'model_failed').catch(() => {});
    })
    .finally(() => deps.answering.delete(task));
  deps.answering.add(task);
  return { conversationId: row.id, outcome: 'answering' };
}

/** Whether the plan's conversations this month are used up (checked under the account's lock). */
async function pastMonthlyLimit(tx: Database, accountId: AccountId) {
  try {
    await assertConversationAllowed(accountId, tx);
    return false;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'plan_limit') return true;
    throw error;
  }
}
