import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AnswerDetails,
  Conversation,
  ConversationEventType,
  DeliveryStatus,
  Message,
  MessageSender,
  MessageSource,
} from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { isOutboundChannel, type OutboundChannel } from '@shared/messaging.ts';
import { channelOutbox, conversation, message } from '@server/platform/db/schema.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { businessLanguageOf } from '@server/core/briefing/briefing-store.ts';
import type { RecordEvent } from './conversation-changes.ts';
import { type ConversationRow, toConversation, toMessage } from './conversation-rows.ts';
import { contactOfConversation, publicConversation } from './conversation-store.ts';
import { languageOfMessage } from './message-language.ts';

/** How much of a customer's message a conversation keeps to quote it (first question, hand-over). */
const QUOTE_LENGTH = 280;
/** The customer's latest messages that tell the language the conversation speaks to them in. */
const LANGUAGE_MESSAGES = 3;

export type NewMessage = {
  sender: MessageSender;
  text: string;
  authorName?: string | null;
  sources?: MessageSource[];
  answer?: AnswerDetails | null;
  /** The replies offered to the customer, as buttons where the channel has them. */
  choices?: string[];
  /** The channel's id of an inbound message; the same id twice is stored once. */
  externalId?: string | null;
  delivery?: DeliveryStatus | null;
};

export type AddedMessage = {
  conversation: ConversationRow;
  /** The conversation as its event shows it, with its contact; undefined with `message`. */
  view: Conversation | undefined;
  /** Undefined when a message with the same external id was already stored. */
  message: Message | undefined;
};

/**
 * Adds a message inside a change (changeConversations): stores it, keeps the conversation's
 * counters (messages, the customer's first message, last activity) and records the event. In
 * a messaging-channel conversation (Telegram) whatever the customer is shown (every message but
 * their own) is queued for delivery in the same transaction, so it goes out exactly when it is
 * stored.
 */
export async function addMessage(
  tx: Database,
  record: RecordEvent,
  row: ConversationRow,
  input: NewMessage,
): Promise<AddedMessage> {
  const outboundChannel =
    input.sender !== 'customer' && !row.test && isOutboundChannel(row.channel) ? row.channel : null;
  const added = await storeNewMessage(tx, record, row, randomUUID(), input, outboundChannel);
  return added ?? { conversation: row, view: undefined, message: undefined };
}

/**
 * A customer's message added as addMessage adds it, to a conversation known by its id alone:
 * nothing of it is delivered on a channel, so it can be sent before the conversation's row is
 * read, in the same round trip. `id` is the message's, for what that round trip counts.
 */
export function addCustomerMessage(
  tx: Database,
  record: RecordEvent,
  conversationOf: Pick<ConversationRow, 'id' | 'accountId'>,
  { id, text }: { id: string; text: string },
): Promise<AddedMessage> {
  const added = storeNewMessage(tx, record, conversationOf, id, { sender: 'customer', text }, null);
  // Without a channel's id a message is never a repeat: it is always stored.
  return added as Promise<AddedMessage>;
}

async function storeNewMessage(
  tx: Database,
  record: RecordEvent,
  { id: conversationId, accountId }: Pick<ConversationRow, 'id' | 'accountId'>,
  id: string,
  input: NewMessage,
  outboundChannel: OutboundChannel | null,
): Promise<AddedMessage | undefined> {
  const inserting = tx
    .insert(message)
    .values({
      id,
      accountId,
      conversationId,
      sender: input.sender,
      authorName: input.authorName ?? null,
      text: input.text,
      sources: input.sources ?? [],
      answer: input.answer ?? null,
      choices: input.choices ?? [],
      externalId: input.externalId ?? null,
      delivery: input.delivery ?? (outboundChannel ? 'pending' : null),
    })
    // Ids are unique per conversation; messages without one (null) never conflict.
    .onConflictDoNothing({ target: [message.conversationId, message.externalId] })
    .returning()
    .execute();
  // A message with a channel's id may be a repeat, which changes nothing: it is stored first.
  // One without cannot be, so what goes with it is sent at once behind it, and the transaction
  // waits for the database once for all of them rather than once each.
  const repeatable = input.externalId != null;
  if (repeatable && (await inserting).length === 0) return undefined;
  const [[stored], [updated], contactRow] = await Promise.all([
    inserting,
    tx
      .update(conversation)
      .set({
        messageCount: sql`${conversation.messageCount} + 1`,
        lastMessageAt: sql`(select ${message.createdAt} from ${message} where ${message.id} = ${id})`,
        ...(input.sender === 'customer'
          ? {
              firstMessage: sql`coalesce(${conversation.firstMessage}, ${input.text.slice(0, QUOTE_LENGTH)})`,
            }
          : {}),
      })
      .where(eq(conversation.id, conversationId))
      .returning(),
    contactOfConversation(tx, conversationId),
    outboundChannel
      ? tx.insert(channelOutbox).values({
          accountId,
          messageId: id,
          conversationId,
          channel: outboundChannel,
        })
      : undefined,
  ]);
  const publicMessage = toMessage(stored!);
  const view = toConversation(updated!, contactRow);
  record('message.created', view, {
    message: publicMessage,
    detail: { sender: input.sender },
  });
  return { conversation: updated!, view, message: publicMessage };
}

/**
 * A change of who answers (handed over, taken over, handed back): its event with `detail`, then
 * the line the customer sees about it. Answers the conversation after both.
 */
export async function recordStatusChange(
  tx: Database,
  record: RecordEvent,
  row: ConversationRow,
  change: { type: ConversationEventType; line: string; detail: Record<string, string> },
): Promise<ConversationRow> {
  record(change.type, await publicConversation(tx, row), { detail: change.detail });
  return (await addMessage(tx, record, row, { sender: 'system', text: change.line })).conversation;
}

/** The texts of the customer's latest messages in a conversation, newest first. */
function latestCustomerTexts(tx: Database, conversationId: string, limit: number) {
  return tx
    .select({ text: message.text })
    .from(message)
    .where(and(eq(message.conversationId, conversationId), eq(message.sender, 'customer')))
    .orderBy(desc(message.seq))
    .limit(limit)
    .then((rows) => rows.map((row) => row.text));
}

/**
 * What a conversation keeps of the customer's words: their latest message as it quotes it
 * (null before they wrote), and the language its lines speak to them in, the one their latest
 * messages are written in; before they wrote one that tells ("Talk to a person" pressed first),
 * the business's, which the widget speaks too. One read for both, as a hand-over needs both;
 * a caller that already knows the language (the agent's words before the line were in it) says
 * so, and nothing is read to tell it.
 */
export async function customerWords(
  accountId: AccountId,
  tx: Database,
  conversationId: string,
  known?: WidgetLanguage,
): Promise<{ quote: string | null; language: WidgetLanguage }> {
  const latest = await latestCustomerTexts(tx, conversationId, LANGUAGE_MESSAGES);
  const quote = latest[0]?.slice(0, QUOTE_LENGTH) ?? null;
  if (known) return { quote, language: known };
  const told = languageOfMessage(latest.join('\n'));
  if (told) return { quote, language: told };
  return { quote, language: await businessLanguageOf(accountId, tx) };
}

/** The language the conversation's lines speak to the customer in (see `customerWords`). */
export const customerLanguageOf = async (
  accountId: AccountId,
  tx: Database,
  conversationId: string,
): Promise<WidgetLanguage> => (await customerWords(accountId, tx, conversationId)).language;
