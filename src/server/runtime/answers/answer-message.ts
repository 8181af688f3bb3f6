import { desc, eq } from 'drizzle-orm';
import { answerCopy } from '@shared/answers.ts';
import type {
  AnswerDetails,
  AnswerEngine,
  AnswerEvent,
  Conversation,
  HandoverReason,
  Message,
  MessageSource,
} from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { message } from '@server/platform/db/schema.ts';
import { getBriefing } from '@server/core/briefing/briefing-store.ts';
import {
  changeConversations,
  type RuntimeDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import { lockConversation } from '@server/core/conversations/conversation-store.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import { timeZoneOf } from '@server/core/bookings/service-store.ts';
import type { MeaningReader } from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import { knowledgeRevisions } from '@server/runtime/knowledge/knowledge-index-cache.ts';
import type { ReceivedMessage } from '@server/runtime/messaging/receive-customer-message.ts';
import { findConversationKnowledge } from './conversation-knowledge.ts';
import { customerLanguage } from './message-language.ts';
import { type BookingReply, bookingTurn } from '@server/runtime/bookings/booking-turn.ts';
import { bookingToolsFor } from '@server/runtime/bookings/booking-tools.ts';
import type { AnswerContext, Responder, ResponderEvent } from './responder.ts';

/** How many pieces of knowledge an answer is given to choose from. */
const KNOWLEDGE_PER_ANSWER = 5;
/** How much of the conversation so far an answer sees. */
const HISTORY_MESSAGES = 20;

/**
 * The conversation's latest messages, newest first: one more than an answer sees, as the
 * customer's message being answered may be among them.
 */
const latestMessages = (db: Database, conversationId: string) =>
  db
    .select({ id: message.id, sender: message.sender, text: message.text })
    .from(message)
    .where(eq(message.conversationId, conversationId))
    .orderBy(desc(message.seq))
    .limit(HISTORY_MESSAGES + 1);

/** The messages before the customer's latest, oldest first. */
const historyBefore = (latest: AnswerReads['latest'], latestId: string) =>
  latest
    .filter((row) => row.id !== latestId)
    .slice(0, HISTORY_MESSAGES)
    .reverse()
    .map(({ sender, text }) => ({ sender, text }));

type Agented = ReceivedMessage & { agent: NonNullable<ReceivedMessage['agent']> };

/**
 * What an answer reads of the agent, the business, the conversation, the knowledge and the
 * bookings, in one round trip: statements of `db` alone, so that they can go with the
 * customer's message in its transaction (ConversationMessage's `alongside`). The message
 * itself is left out of the history by its id, whether it was stored before or after.
 */
export async function readAnswerInputs(
  db: Database,
  accountId: AccountId,
  { conversationId, agentId }: { conversationId: string; agentId: string },
) {
  const [{ personality }, { briefing }, latest, revisions, timeZone] = await Promise.all([
    getAgentPersonality(accountId, db, agentId),
    getBriefing(accountId, db),
    latestMessages(db, conversationId),
    knowledgeRevisions(db, accountId),
    timeZoneOf(accountId, db),
  ]);
  return { agentId, personality, briefing, latest, revisions, timeZone };
}

export type AnswerReads = Awaited<ReturnType<typeof readAnswerInputs>>;

async function contextOf(
  db: Database,
  accountId: AccountId,
  received: Agented,
  { personality, briefing, latest, revisions }: AnswerReads,
  meaning: MeaningReader | undefined,
  { responder, signal }: Pick<AnswerOptions, 'responder' | 'signal'>,
): Promise<AnswerContext> {
  const question = received.customerMessage.text;
  const history = historyBefore(latest, received.customerMessage.id);
  const knowledge = await findConversationKnowledge(db, accountId, {
    question,
    history,
    limit: KNOWLEDGE_PER_ANSWER,
    inline: { briefing, customResponses: personality.customResponses },
    meaning,
    revisions,
    standalone: responder.standaloneQuestion
      ? () => responder.standaloneQuestion!({ accountId, question, history }, signal)
      : undefined,
  });
  return {
    accountId,
    agent: { name: received.agent.name, type: received.agent.type },
    personality,
    briefing,
    threshold: received.agent.answerThreshold,
    question,
    history,
    knowledge,
  };
}

/** A booking's step told as a responder tells an answer: the built-in engine's, with its choices. */
function* bookingAnswer({ text, choices }: BookingReply): Generator<ResponderEvent> {
  yield { event: 'start', engine: 'builtin', model: null };
  yield { event: 'delta', text };
  yield { event: 'choices', choices };
  yield { event: 'done', promptTokens: null, completionTokens: null };
}

export type AnswerOptions = {
  responder: Responder;
  /** Aborts when the customer leaves: the answer stops, and only what was written is kept. */
  signal: AbortSignal;
  /** `performance.now()` when the customer's message arrived: latencies count from there. */
  receivedAt: number;
  /** Each event as it happens, for a stream; `done` carries the stored answer. */
  emit?: (event: AnswerEvent) => void | Promise<void>;
  /**
   * The answer's reads, when they went with the customer's message (`readAnswerInputs`); read
   * here otherwise, or when they were for another agent than the one answering.
   */
  reads?: Promise<AnswerReads>;
};

/** The agent's answer as stored, with the conversation after it; undefined when nothing was. */
export type StoredAnswer = { message: Message; conversation: Conversation };

/**
 * The agent answers a stored customer message: the responder streams, and the answer is
 * stored once it ends with its sources, engine, model, latencies and tokens, then the
 * conversation is handed over if the answer said so. A customer who leaves mid-answer cancels
 * the responder; a partial answer is then stored marked `cut`, and no answer stores nothing.
 */
export async function answerMessage(
  deps: RuntimeDeps,
  accountId: AccountId,
  received: ReceivedMessage,
  { responder, signal, receivedAt, emit = () => {}, reads: early }: AnswerOptions,
): Promise<StoredAnswer | undefined> {
  const conversationId = received.conversation.id;
  const agent = received.agent;
  if (!agent) return undefined;
  await emit({ event: 'start', data: { conversationId } });
  const bookingInput = {
    db: deps.db,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    accountId,
    agentId: agent.id,
    conversation: received.conversation,
    text: received.customerMessage.text,
    now: new Date(),
  };
  // A model books with tools; without one, a customer who asks to book is taken through the
  // booking's steps (and one already on its way finishes them). Either way, every time offered
  // is one the server found free.
  const ours = { conversationId, agentId: agent.id };
  const reading = (early ?? Promise.resolve(undefined)).then((read) =>
    read?.agentId === agent.id ? read : readAnswerInputs(deps.db, accountId, ours),
  );
  const timeZone = reading.then((read) => read.timeZone);
  const tools = responder.booksWithTools?.(accountId) ?? Promise.resolve(false);
  const startNew = tools.then((withTools) => !withTools);
  const bookingTools = tools.then((withTools) =>
    withTools ? bookingToolsFor(bookingInput, timeZone) : undefined,
  );
  // Awaited below with the others; the booking's turn may need neither.
  startNew.catch(() => {});
  bookingTools.catch(() => {});
  const agented = { ...received, agent };
  // A booking's turn reads nothing more for an account that takes no bookings, and a model's
  // tools read the agent's services with the knowledge's search: most messages wait for the
  // database once before the answer, or not at all when the reads went with the message.
  const [booking, reads, meaning] = await Promise.all([
    bookingTurn({ ...bookingInput, startNew, timeZone }),
    reading,
    responder.meaningOf?.(accountId),
  ]);
  const context = booking
    ? null
    : await Promise.all([
        contextOf(deps.db, accountId, agented, reads, meaning, { responder, signal }),
        bookingTools,
      ]).then(([answerContext, tools]) => ({ ...answerContext, bookingTools: tools }));

  let text = '';
  let engine: AnswerEngine = 'builtin';
  let model: string | null = null;
  let firstTokenMs: number | null = null;
  let sources: MessageSource[] = [];
  let choices: string[] = [];
  let handover: HandoverReason | undefined;
  let tokens = { promptTokens: null as number | null, completionTokens: null as number | null };
  const elapsed = () => Math.round(performance.now() - receivedAt);

  const events = context ? responder.respond(context, signal) : bookingAnswer(booking!);
  for await (const event of events) {
    if (signal.aborted) break;
    switch (event.event) {
      case 'start':
        // A fallback starts anew: the engine that answers in the end is the one recorded.
        ({ engine, model } = event);
        break;
      case 'delta':
        firstTokenMs ??= elapsed();
        text += event.text;
        await emit({ event: 'delta', data: { text: event.text } });
        break;
      case 'sources':
        sources = event.sources;
        await emit({ event: 'sources', data: { sources } });
        break;
      case 'choices':
        ({ choices } = event);
        break;
      case 'handover':
        handover = event.reason;
        await emit({ event: 'handover', data: { reason: event.reason } });
        break;
      case 'done':
        tokens = { promptTokens: event.promptTokens, completionTokens: event.completionTokens };
        break;
      case 'error':
        // A responder without a fallback failed: a person takes over rather than silence.
        handover = 'model_failed';
        await emit({ event: 'handover', data: { reason: handover } });
        break;
    }
  }

  const cut = signal.aborted;
  if (cut && !text) return undefined;
  // The agent's own words, and the hand-over's line after them, speak the customer's language.
  const language = context ? customerLanguage(context.question, context.knowledge) : undefined;
  // A booking's step always has words; a responder may end with none.
  if (!text && context) text = answerCopy.passingOn[language!][context.personality.tone];
  const answer: AnswerDetails = {
    engine,
    model,
    firstTokenMs,
    totalMs: elapsed(),
    ...tokens,
    cut,
  };
  const stored = await changeConversations(deps, accountId, async (tx, record) => {
    // The answer is stored in the same round trip as the conversation is locked: what it
    // reads of the row (its account, channel, contact, whether a test) never changes.
    const [, added] = await Promise.all([
      lockConversation(accountId, tx, conversationId),
      addMessage(tx, record, received.conversation, {
        sender: 'agent',
        text,
        sources,
        answer,
        choices,
      }),
    ]);
    return { message: added.message!, conversation: added.view! };
  });
  if (cut) return stored;
  const conversation = handover
    ? await handOver(deps, accountId, conversationId, handover, language)
    : stored.conversation;
  await emit({ event: 'done', data: { message: stored.message, conversation } });
  return { message: stored.message, conversation };
}
