import { z } from 'zod';
import {
  answerEngines,
  conversationSchema,
  conversationWithMessagesSchema,
  messageSchema,
} from './conversations.ts';
import type { Tone } from './personality.ts';
import type { WidgetLanguage } from './webchat.ts';

/**
 * Talking to an agent through the API and the playground: starting a conversation, sending
 * the customer's message, and the words the agent itself says when it cannot answer.
 */

/** The channels a conversation can be started on through the API. */
export const apiConversationChannels = ['playground', 'api'] as const;

/** POST /api/v1/agents/:id/conversations. A playground conversation is a test, never counted. */
export const startConversationInputSchema = z
  .object({
    channel: z.enum(apiConversationChannels, { error: 'Choose playground or api.' }),
  })
  .strict();
export type StartConversationInput = z.input<typeof startConversationInputSchema>;

/** The new conversation with its first message, the agent's greeting. */
export const startedConversationSchema = conversationWithMessagesSchema;

/**
 * POST /api/v1/conversations/:id/messages answered as JSON: the customer's stored message,
 * the agent's answer (null while a person holds the conversation) and the conversation after
 * both (its status says whether it was handed over).
 */
export const messageAnswerSchema = z.object({
  customerMessage: messageSchema,
  answer: messageSchema.nullable(),
  conversation: conversationSchema,
});
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** A customer may send at most this many messages a minute in one conversation. */
export const CONVERSATION_MESSAGES_PER_MINUTE = 30;

/** What the agent says, in its tone, before it passes a conversation to the team. */
export const answerCopy = {
  /** It found nothing it is sure enough of. */
  passingOn: {
    professional:
      "I don't have a reliable answer to that, so I'm passing your question to our team. Someone will reply here shortly.",
    friendly:
      "Good question! I'm not sure enough about that one, so I'm passing it to my teammates. Someone will reply here soon.",
    casual:
      "Hmm, I'm not sure about that one. I'll pass it to the team and someone will get back to you here soon.",
    formal:
      'I regret that I cannot answer this with certainty. I am forwarding your question to our team, and a member of staff will respond here shortly.',
  } satisfies Record<Tone, string>,
  /** The customer asked for a person. */
  connecting: {
    professional: "Of course. I'm connecting you with a member of our team.",
    friendly: "Sure thing! I'm bringing in someone from our team for you.",
    casual: "No problem, I'll get someone from the team for you.",
    formal: 'Certainly. I am transferring you to a member of our staff.',
  } satisfies Record<Tone, string>,
  agentDeleted:
    "This conversation's agent was deleted, so it cannot answer. A person can still reply from the inbox.",
  tooManyMessages: `Please wait a moment: a conversation takes at most ${CONVERSATION_MESSAGES_PER_MINUTE} messages a minute.`,
  answerFailed: 'The agent could not finish its answer. Please send your message again.',
  /**
   * Said, in the customer's language, before knowledge the business wrote in another of the
   * widget's languages: the customer knows why the answer is not in theirs.
   */
  writtenInOtherLanguage: {
    en: (written: string) => `Our information on this is in ${written}:`,
    es: (written: string) => `Nuestra información sobre esto está en ${written}:`,
    pt: (written: string) => `A nossa informação sobre isto está em ${written}:`,
    fr: (written: string) => `Notre information à ce sujet est en ${written} :`,
    de: (written: string) => `Unsere Informationen dazu sind auf ${written}:`,
  } satisfies Record<WidgetLanguage, (written: string) => string>,
  /** Each widget language's name, in each widget language. */
  languageNames: {
    en: { en: 'English', es: 'Spanish', pt: 'Portuguese', fr: 'French', de: 'German' },
    es: { en: 'inglés', es: 'español', pt: 'portugués', fr: 'francés', de: 'alemán' },
    pt: { en: 'inglês', es: 'espanhol', pt: 'português', fr: 'francês', de: 'alemão' },
    fr: { en: 'anglais', es: 'espagnol', pt: 'portugais', fr: 'français', de: 'allemand' },
    de: {
      en: 'Englisch',
      es: 'Spanisch',
      pt: 'Portugiesisch',
      fr: 'Französisch',
      de: 'Deutsch',
    },
  } satisfies Record<WidgetLanguage, Record<WidgetLanguage, string>>,
} as const;

/** GET /api/v1/answer-engine: what answers the account's customers. */
export const answerEngineStatusSchema = z.object({
  engine: z.enum(answerEngines),
  /** The model's name when a model answers; null for the built-in responder. */
  model: z.string().nullable(),
  /** Where the model is served: scheme, host and port, never a key. */
  server: z.string().nullable(),
  /** How sure the built-in responder must be (0 to 1) before it answers from the knowledge. */
  threshold: z.number(),
});
export type AnswerEngineStatus = z.infer<typeof answerEngineStatusSchema>;

/** POST /api/v1/answer-engine/test: whether the model answers, and how fast. */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  /** Milliseconds to the model's first word; null when it did not answer. */
  latencyMs: z.number().int().nullable(),
  message: z.string(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

export const answerEngineCopy = {
  title: 'Answer engine',
  builtin: 'Built-in responder',
  builtinHint:
    'Answers with your best-matching knowledge when it is sure enough, and hands the conversation to your team otherwise. It needs no model and no connection.',
  model: (name: string) => `Model: ${name}`,
  modelHint: (server: string) =>
    `Answers come from ${server}, grounded on your knowledge; if the model fails or is too slow, the built-in responder answers instead.`,
  threshold: (percent: number) => `Answers when at least ${percent}% sure`,
  thresholdsTitle: 'How sure each agent must be',
  thresholdsHint: (defaultPercent: number) =>
    `Below its threshold, the built-in responder passes the question to your team instead of answering. Lower answers more often; higher hands over more often. New agents start at ${defaultPercent}%.`,
  thresholdLabel: (agentName: string) => `How sure ${agentName} must be`,
  thresholdSaved: (agentName: string, percent: number) =>
    `${agentName} now answers when at least ${percent}% sure.`,
  noAgents: 'Create an agent to choose how sure it must be.',
  howToChange:
    'The engine is chosen where the product is installed: set LLM_BASE_URL, LLM_MODEL and LLM_API_KEY to answer with a model.',
  testConnection: 'Test connection',
  testing: 'Testing…',
  noConnectionNeeded:
    'The built-in responder runs inside the product: there is nothing to connect to.',
  connected: (model: string, ms: number) =>
    `${model} answered in ${ms.toLocaleString('en-US')} ms.`,
  failed: (reason: string) => `The model did not answer: ${reason}`,
  silent: (ms: number) => `no answer within ${(ms / 1000).toLocaleString('en-US')} s.`,
  empty: 'it ended its answer without a word.',
  unreachable: 'the server could not be reached. Check LLM_BASE_URL.',
  rejected: (status: number, message: string) => `the server answered ${status}: ${message}`,
  loadFailed: 'The answer engine could not be loaded.',
} as const;
