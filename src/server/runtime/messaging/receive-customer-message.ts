import { randomUUID } from 'node:crypto';
import type { Agent } from '@shared/agents.ts';
import { answerCopy, CONVERSATION_MESSAGES_PER_MINUTE } from '@shared/answers.ts';
import { conversationCopy, type Message } from '@shared/conversations.ts';
import type { OutboundChannel } from '@shared/messaging.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict, DomainError, TooMany } from '@server/platform/errors/domain-errors.ts';
import {
  type AnsweringAgent,
  answeringAgentOf,
  getAgent,
} from '@server/core/agents/agent-store.ts';
import {
  changeConversations,
  type RecordEvent,
  type RuntimeDeps,
} from '@server/core/conversations/conversation-changes.ts';
import {
  type AddedMessage,
  addCustomerMessage,
  addMessage,
} from '@server/core/conversations/conversation-messages.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import {
  conversationClosed,
  conversationRow,
} from '@server/core/conversations/conversation-store.ts';
import { assertConversationAllowed } from '@server/core/conversations/conversation-usage.ts';
import { billingAllowsAnswers } from '@server/core/plans/billing-store.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { saveContact, startConversationIn } from '@server/core/conversations/start-conversation.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import { customerMessagesLastMinute, openConversationOf, storedAlready } from './inbound-store.ts';

/** A customer's message in a conversation they already have: the website widget, the API. */
export type ConversationMessage = {
  conversationId: string;
  text: string;
  /** Left for the team (the widget's offline form): handed over, whatever the agent's state. */
  forTeam?: boolean;
  /**
   * Reads sent with the message, in its transaction and the same round trip: what the answer
   * needs, so that it does not wait for the database again, behind every other customer's
   * message. Only reads, of nothing but `tx`: a refused message rolls them back with it.
   */
  alongside?: (tx: Database) => Promise<unknown>;
};

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

export type CustomerMessage = ConversationMessage | ChannelMessage;

/** A customer's message as stored, and whether (and as which agent) the agent answers it. */
export type ReceivedMessage = {
  conversation: ConversationRow;
  customerMessage: Message;
  /** The agent that answers; null while the message is for a person of the team. */
  agent: AnsweringAgent | null;
};

/** What became of a channel's message: stored, only the chat opened, or a repeat. */
export type Reception =
  | { outcome: 'stored'; received: ReceivedMessage }
  | { outcome: 'opened'; conversation: ConversationRow | null }
  | { outcome: 'duplicate' };

/** What the conversation's agent may answer with, read with the conversation's lock. */
type Standing = {
  agent: AnsweringAgent | null;
  /** The customer's messages in it over the last minute. */
  recentMessages: number;
  /** Whether the account is paid (or trialing) for its agents to answer. */
  paid: boolean;
};

/** The conversation a message goes to, locked for the change, and the words to store in it. */
type Delivery = {
  row: ConversationRow;
  /** Its agent, when the way in has read it already. */
  agent?: AnsweringAgent;
  /** Its agent and the account's standing, when the way in has read them with the lock. */
  standing?: Standing;
  /** For the team, whatever the agent's state: the customer asked so, or the agent cannot start. */
  forTeam: boolean;
  text: string;
  /** The provider's id of the message, on a messaging channel. */
  externalId: string | null;
  /** The message, when the way in stored it with the reads it is checked against. */
  added?: AddedMessage;
};

const isChannelMessage = (message: CustomerMessage): message is ChannelMessage =>
  'channel' in message;

/** Why the agent cannot answer in its conversation; null when it can. */
function agentUnavailable(agent: AnsweringAgent | null): DomainError | null {
  if (!agent) return new Conflict('agent_deleted', answerCopy.agentDeleted);
  if (agent.status !== 'active') {
    return new Conflict('agent_inactive', conversationCopy.agentInactive);
  }
  return null;
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

/** The agent, the customer's pace and the account's standing for a message in a conversation. */
async function standingOf(
  tx: Database,
  accountId: AccountId,
  conversationId: string,
  besides: string,
): Promise<Standing> {
  const [agent, recentMessages, paid] = await Promise.all([
    answeringAgentOf(accountId, tx, conversationId),
    customerMessagesLastMinute(tx, conversationId, { besides }),
    billingAllowsAnswers(accountId, tx),
  ]);
  return { agent, recentMessages, paid };
}

async function agentWithGreeting(db: Database, accountId: AccountId, agentId: string) {
  const agent = await getAgent(accountId, db, agentId);
  const { personality } = await getAgentPersonality(accountId, db, agent.id);
  return { agent, greeting: personality.greeting };
}

/**
 * A channel's customer is known by their id on the channel: the contact is stored first (its
 * row lock makes the same customer's messages, and a gateway's retries, wait for each other),
 * then their open conversation with the agent is found, or one is started with the greeting.
 * One the agent cannot answer (inactive, or the plan's monthly conversations used up) is
 * started all the same, without the greeting, for the team.
 */
async function channelDelivery(
  tx: Database,
  record: RecordEvent,
  accountId: AccountId,
  message: ChannelMessage,
  { agent, greeting }: { agent: Agent; greeting: string },
): Promise<Delivery | Exclude<Reception, { outcome: 'stored' }>> {
  const contactId = await saveContact(tx, accountId, message.channel, message.from);
  if (await storedAlready(tx, contactId, message.messageId)) return { outcome: 'duplicate' };
  let row = await openConversationOf(tx, accountId, contactId, message);
  let forTeam = false;
  if (!row) {
    forTeam = agentUnavailable(agent) !== null || (await pastMonthlyLimit(tx, accountId));
    // Opening the chat while the agent cannot answer leaves nothing for the team to do.
    if (message.text === null && forTeam) return { outcome: 'opened', conversation: null };
    row = await startConversationIn(tx, record, accountId, {
      agent: { id: agent.id, name: agent.name },
      channel: message.channel,
      contact: message.from,
      greeting: forTeam ? undefined : greeting,
      evenPastLimit: true,
    });
  }
  if (message.text === null) return { outcome: 'opened', conversation: row };
  return { row, agent, forTeam, text: message.text, externalId: message.messageId };
}

/**
 * Stores the customer's message in its conversation. A closed conversation refuses it; a
 * conversation with a person keeps it for them. When the agent that holds it cannot answer,
 * the widget and the API refuse the message in words the customer reads (409), and refuse
 * more than the rate allows (429); a messaging channel can show no refusal (its provider
 * would only deliver the message again), so there it is kept for the team instead, and the
 * rate is not counted. Answers whether to hand the conversation over once this change commits.
 */
async function storeMessage(
  tx: Database,
  record: RecordEvent,
  accountId: AccountId,
  { row, agent: known, standing, forTeam, text, externalId, added: stored }: Delivery,
  refusesInWords: boolean,
) {
  if (row.status === 'closed') throw conversationClosed();
  const answers = row.status === 'bot' && !forTeam;
  // Read together, in one round trip: the agent that answers, and the customer's messages of
  // the last minute, counted under the conversation's lock so every server process counts alike.
  const [answering, recentMessages] = standing
    ? [answers ? standing.agent : null, standing.recentMessages]
    : await Promise.all([
        answers ? (known ?? (row.agentId ? getAgent(accountId, tx, row.agentId) : null)) : null,
        refusesInWords ? customerMessagesLastMinute(tx, row.id) : 0,
      ]);
  let agent = answering;
  let handOverAfter = forTeam && row.status === 'bot';
  if (answers) {
    const refusal = agentUnavailable(agent);
    if (refusal && refusesInWords) throw refusal;
    // Unpaid, the agent falls silent in conversations already open too: the message is kept
    // and handed over, so the team sees it and the customer is told a person will answer.
    if (refusal || !(standing?.paid ?? (await billingAllowsAnswers(accountId, tx))))
      [agent, handOverAfter] = [null, true];
  }
  if (recentMessages >= CONVERSATION_MESSAGES_PER_MINUTE) {
    throw new TooMany(answerCopy.tooManyMessages);
  }
  // A refusal above rolls back a message stored already, with the rest of the change.
  const added =
    stored ?? (await addMessage(tx, record, row, { sender: 'customer', text, externalId }));
  const received = { conversation: added.conversation, customerMessage: added.message!, agent };
  return { outcome: 'stored' as const, received, handOverAfter };
}

async function storeChannelMessage(
  deps: RuntimeDeps,
  accountId: AccountId,
  message: ChannelMessage,
) {
  const agent = await agentWithGreeting(deps.db, accountId, message.agentId);
  return changeConversations(deps, accountId, async (tx, record) => {
    const found = await channelDelivery(tx, record, accountId, message, agent);
    return 'outcome' in found ? found : storeMessage(tx, record, accountId, found, false);
  });
}

async function storeConversationMessage(
  deps: RuntimeDeps,
  accountId: AccountId,
  { conversationId, text, forTeam = false, alongside }: ConversationMessage,
) {
  return changeConversations(deps, accountId, async (tx, record) => {
    // The message is stored in the same round trip as the conversation is locked and what it
    // is checked against is read (counted under the lock, so every server process counts
    // alike): the transaction, which every other statement on the embedded database waits
    // for, then waits for the database once here, not twice. Most messages pass; a refused
    // one is rolled back with the change.
    const id = randomUUID();
    const locking = conversationRow(accountId, tx, conversationId, { forUpdate: true });
    const reading = standingOf(tx, accountId, conversationId, id);
    const adding = addCustomerMessage(tx, record, { id: conversationId, accountId }, { id, text });
    const besides = alongside?.(tx);
    // Awaited below; a conversation that is unknown (404) is told first, whatever failed with it.
    for (const pending of [reading, adding, besides]) pending?.catch(() => {});
    const row = await locking;
    const [standing, added] = await Promise.all([reading, adding, besides]);
    return storeMessage(
      tx,
      record,
      accountId,
      { row, standing, forTeam, text, externalId: null, added },
      true,
    );
  });
}

/**
 * The one way in for what a customer writes, on every channel: the widget and the API name
 * the conversation; a messaging channel names the customer and the agent, and the same
 * provider id twice is stored once. In one transaction the conversation is found (or, on a
 * messaging channel, started), checked and the message stored; after the commit a message for
 * the team hands the conversation over with reason `offline`, whose line tells the customer,
 * once, that the team will answer, and the conversation waits in the live inbox. Nothing is
 * answered here: the caller has the agent answer a message whose `agent` is set.
 */
export async function receiveCustomerMessage(
  deps: RuntimeDeps,
  accountId: AccountId,
  message: ConversationMessage,
): Promise<ReceivedMessage>;
export async function receiveCustomerMessage(
  deps: RuntimeDeps,
  accountId: AccountId,
  message: ChannelMessage,
): Promise<Reception>;
export async function receiveCustomerMessage(
  deps: RuntimeDeps,
  accountId: AccountId,
  message: CustomerMessage,
): Promise<ReceivedMessage | Reception> {
  const reception = isChannelMessage(message)
    ? await storeChannelMessage(deps, accountId, message)
    : await storeConversationMessage(deps, accountId, message);
  if (reception.outcome !== 'stored') return reception;
  const { received, handOverAfter } = reception;
  if (handOverAfter) await handOver(deps, accountId, received.conversation.id, 'offline');
  return isChannelMessage(message) ? { outcome: 'stored', received } : received;
}
