import type { AgentType } from '@shared/agents.ts';
import type { Briefing } from '@shared/briefing.ts';
import type {
  AnswerEngine,
  HandoverReason,
  MessageSender,
  MessageSource,
} from '@shared/conversations.ts';
import type { Personality } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { MeaningReader } from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import type { KnowledgeMatch } from '@server/runtime/knowledge/find-knowledge.ts';
import type { BookingTools } from '@server/runtime/bookings/booking-tools.ts';

/** Everything an answer may draw on: one account's agent, knowledge and conversation so far. */
export type AnswerContext = {
  /** Whose customer asks: the engine answers with this account's choice of model. */
  accountId: AccountId;
  agent: { name: string; type: AgentType };
  personality: Personality;
  /** The saved briefing, or null before the business wrote one. */
  briefing: Briefing | null;
  /** How sure the built-in responder must be (a match's score) before it answers. */
  threshold: number;
  /** The customer's message being answered. */
  question: string;
  /** The conversation before it, oldest first. */
  history: { sender: MessageSender; text: string }[];
  /** This account's knowledge that best matches the question, best first. */
  knowledge: KnowledgeMatch[];
  /** What a model books appointments with, when the agent offers any. */
  bookingTools?: BookingTools;
};

/** Why a responder could not answer: the fallback takes over. */
export type ResponderFailure = 'timeout' | 'provider_error' | 'refusal' | 'empty_answer';

/**
 * What a responder streams, in order: `start`, any number of `delta`, `sources`, `handover`
 * when the conversation should pass to a person, and `done`; or `error` instead of what is
 * left. The same names as the answer's server-sent events (DESIGN "Streaming"); the caller
 * stores the message and sends those.
 */
export type ResponderEvent =
  | { event: 'start'; engine: AnswerEngine; model: string | null }
  | { event: 'delta'; text: string }
  | { event: 'sources'; sources: MessageSource[] }
  /** Replies offered to the customer (a booking's times, yes or no), shown as buttons. */
  | { event: 'choices'; choices: string[] }
  | { event: 'handover'; reason: HandoverReason }
  | { event: 'done'; promptTokens: number | null; completionTokens: number | null }
  | { event: 'error'; code: ResponderFailure; message: string };

/**
 * Answers one customer message. `signal` aborts when the customer leaves: the responder stops
 * (and cancels any model call) as soon as it can.
 */
export interface Responder {
  respond(context: AnswerContext, signal: AbortSignal): AsyncIterable<ResponderEvent>;
  /**
   * The customer's short follow-up as a question that stands alone, written before the
   * knowledge is searched; null when it could not be. Only a model can: the built-in responder
   * has none, and the search then reads the follow-up with the previous message.
   */
  standaloneQuestion?(
    follow: Pick<AnswerContext, 'accountId' | 'question' | 'history'>,
    signal: AbortSignal,
  ): Promise<string | null>;
  /**
   * How the account's knowledge and its customers' questions are read by meaning, when the
   * account has an embeddings model; the search goes by words alone otherwise.
   */
  meaningOf?(accountId: AccountId): Promise<MeaningReader | undefined>;
  /**
   * Whether the account's answers book appointments with tools (a model does); without, a
   * customer who asks to book is taken through the booking's steps instead.
   */
  booksWithTools?(accountId: AccountId): Promise<boolean>;
}

/** The knowledge an answer shows under it: where it came from, without the answer text. */
export const sourceOf = ({
  answer: _answer,
  writtenIn: _writtenIn,
  askedIn: _askedIn,
  ...source
}: KnowledgeMatch): MessageSource => source;
