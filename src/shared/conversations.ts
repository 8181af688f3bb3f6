import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, RATING_COMMENT_MAX_LENGTH } from './message-limits.ts';
import { connectableChannelIds, customerChannelIds, customerChannels } from './channels.ts';

/**
 * The agent runtime's model, shared by every channel, the portal and the widget: a
 * conversation is one customer, one agent, one channel; its status says who answers.
 */

/**
 * Where a conversation happens: a customer channel, or the business's own (the playground's
 * tests, and programs calling the API).
 */
export const conversationChannels = ['playground', 'api', ...customerChannelIds] as const;
export type ConversationChannel = (typeof conversationChannels)[number];
/** The channels History and Analytics filter by: those a conversation can happen on now. */
export const filterableConversationChannels: readonly ConversationChannel[] = [
  'playground',
  'api',
  ...connectableChannelIds,
];

export const conversationChannelLabels = {
  playground: 'Playground',
  api: 'API',
  ...Object.fromEntries(customerChannelIds.map((id) => [id, customerChannels[id].label])),
} as Record<ConversationChannel, string>;

/**
 * `bot`: the agent answers. `waiting`: handed over, a person should answer. `human`: a person
 * of the business took over and the agent stays silent. `closed`: by either side, or idle.
 */
export const conversationStatuses = ['bot', 'waiting', 'human', 'closed'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];
export const openConversationStatuses = ['bot', 'waiting', 'human'] as const;

export const conversationStatusLabels: Record<ConversationStatus, string> = {
  bot: 'Agent answering',
  waiting: 'Waiting for a person',
  human: 'Person answering',
  closed: 'Closed',
};

/** Who resolved a closed conversation: the agent alone, a person, or nobody. */
export const conversationResolutions = ['ai', 'human', 'unresolved'] as const;
export type ConversationResolution = (typeof conversationResolutions)[number];

export const conversationResolutionLabels: Record<ConversationResolution, string> = {
  ai: 'Resolved by the agent',
  human: 'Resolved by a person',
  unresolved: 'Unresolved',
};

/** Why a conversation was handed over to a person. */
export const handoverReasons = [
  'customer_asked',
  'agent_unsure',
  'model_failed',
  'offline',
] as const;
export type HandoverReason = (typeof handoverReasons)[number];

export const handoverReasonLabels: Record<HandoverReason, string> = {
  customer_asked: 'The customer asked for a person',
  agent_unsure: 'The agent was not sure of the answer',
  model_failed: 'The answer engine failed',
  offline: 'Message left while the agent was unavailable',
};

export const messageSenders = ['customer', 'agent', 'person', 'system'] as const;
export type MessageSender = (typeof messageSenders)[number];

export const ratings = ['up', 'down'] as const;
export type Rating = (typeof ratings)[number];

export { MESSAGE_MAX_LENGTH, RATING_COMMENT_MAX_LENGTH } from './message-limits.ts';
/** An open conversation without a message for this long is closed (DESIGN: 24 h idle). */
export const CONVERSATION_IDLE_CLOSE_HOURS = 24;

/** The knowledge an answer used, shown under the answer and in the transcript. */
export const knowledgeSourceKinds = ['briefing', 'custom_response', 'qa', 'document'] as const;
export type KnowledgeSourceKind = (typeof knowledgeSourceKinds)[number];

export const messageSourceSchema = z.object({
  kind: z.enum(knowledgeSourceKinds),
  /** The knowledge source's id; the briefing and custom responses have none of their own. */
  sourceId: z.string().nullable(),
  title: z.string(),
  /** The web page the knowledge was read from (a website's page); absent for other knowledge. */
  address: z.string().nullable().optional(),
  /** The passage the answer leaned on, as stored. */
  excerpt: z.string(),
  /** How well it matched the question, 0 to 1. */
  score: z.number(),
});
export type MessageSource = z.infer<typeof messageSourceSchema>;

export const answerEngines = ['builtin', 'model'] as const;
export type AnswerEngine = (typeof answerEngines)[number];

/** What an agent's message records about how it was made. */
export const answerDetailsSchema = z.object({
  engine: z.enum(answerEngines),
  /** The model's name, for answers from a model. */
  model: z.string().nullable(),
  /** Milliseconds from the customer's message to the first text, and to the last. */
  firstTokenMs: z.number().int().nullable(),
  totalMs: z.number().int().nullable(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  /** The customer left before the answer ended: the text is what had been written. */
  cut: z.boolean(),
});
export type AnswerDetails = z.infer<typeof answerDetailsSchema>;

/** The delivery of a message sent out through a messaging channel. */
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: z.enum(messageSenders),
  /** The person's name for `person` messages; null otherwise. */
  authorName: z.string().nullable(),
  text: z.string(),
  sources: z.array(messageSourceSchema),
  answer: answerDetailsSchema.nullable(),
  /** Replies the agent offers (times, services, yes or no): the widget shows them as buttons. */
  choices: z.array(z.string()),
  delivery: z.enum(deliveryStatuses).nullable(),
  /** Why a failed message cannot go, when the channel says so in words (Meta's 24-hour window). */
  deliveryNote: z.string().nullable().optional(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const contactSchema = z.object({
  id: z.string(),
  channel: z.enum(conversationChannels),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** A phone number, masked in lists (`+1 ••• ••• 0100`). */
  phone: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  agentId: z.string().nullable(),
  /** The agent's name when the conversation started: it outlives a deleted agent. */
  agentName: z.string(),
  channel: z.enum(conversationChannels),
  status: z.enum(conversationStatuses),
  resolution: z.enum(conversationResolutions).nullable(),
  handoverReason: z.enum(handoverReasons).nullable(),
  /** The business's own test (playground): stored, never counted. */
  test: z.boolean(),
  contact: contactSchema.nullable(),
  /** The person of the team who holds it (took it over, or was given it); kept once closed. */
  assigneeName: z.string().nullable(),
  /** Who of the team holds it; null when nobody does, or they left the team. */
  assigneeUserId: z.string().nullable(),
  rating: z.enum(ratings).nullable(),
  ratingComment: z.string().nullable(),
  /** The customer's first message, as a preview. */
  firstMessage: z.string().nullable(),
  messageCount: z.number().int(),
  /** ISO 8601: since when it waits for a person (status `waiting`), else null. */
  waitingSince: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationWithMessagesSchema = conversationSchema.extend({
  messages: z.array(messageSchema),
});
export type ConversationWithMessages = z.infer<typeof conversationWithMessagesSchema>;

/** A customer's (or a person's) text: trimmed, not empty, at most MESSAGE_MAX_LENGTH. */
export const messageTextSchema = z
  .string({ error: 'Write a message.' })
  .trim()
  .min(1, 'Write a message.')
  .max(MESSAGE_MAX_LENGTH, `Keep the message under ${MESSAGE_MAX_LENGTH + 1} characters.`);

export const messageInputSchema = z.object({ text: messageTextSchema }).strict();
export type MessageInput = z.input<typeof messageInputSchema>;

export const ratingInputSchema = z
  .object({
    rating: z.enum(ratings, { error: 'Choose thumbs up or thumbs down.' }),
    comment: z
      .string({ error: 'Write the comment as text.' })
      .trim()
      .max(
        RATING_COMMENT_MAX_LENGTH,
        `Keep the comment under ${RATING_COMMENT_MAX_LENGTH + 1} characters.`,
      )
      .optional(),
  })
  .strict();
export type RatingInput = z.input<typeof ratingInputSchema>;

/**
 * What an answer streams, in order (DESIGN "Streaming"): `start`, any number of `delta`,
 * `sources`, then `handover` when the conversation passes to a person, and `done` with the
 * stored message; or `error` instead of what is left.
 */
export const answerEventSchemas = {
  start: z.object({ conversationId: z.string() }),
  delta: z.object({ text: z.string() }),
  sources: z.object({ sources: z.array(messageSourceSchema) }),
  handover: z.object({ reason: z.enum(handoverReasons) }),
  done: z.object({ message: messageSchema, conversation: conversationSchema }),
  error: z.object({ code: z.string(), message: z.string() }),
} as const;
export type AnswerEventName = keyof typeof answerEventSchemas;

const answerFrame = <K extends AnswerEventName>(event: K) =>
  z.object({ event: z.literal(event), data: answerEventSchemas[event] });

/** The same events as one schema, `{ event, data }` each: what the API document describes. */
export const answerEventSchema = z.discriminatedUnion('event', [
  answerFrame('start'),
  answerFrame('delta'),
  answerFrame('sources'),
  answerFrame('handover'),
  answerFrame('done'),
  answerFrame('error'),
]);
export type AnswerEvent = {
  [K in AnswerEventName]: { event: K; data: z.infer<(typeof answerEventSchemas)[K]> };
}[AnswerEventName];

/**
 * What the portal's live stream (`GET /api/v1/events`) and a visitor's conversation stream
 * carry. Each is stored with an increasing id, so a client that reconnects with
 * `Last-Event-ID` catches up on what it missed; `conversation` is the state after the event.
 */
export const conversationEventTypes = [
  'conversation.started',
  'conversation.handed_over',
  'conversation.taken_over',
  'conversation.handed_back',
  /** Given to a person of the team, or to nobody again. */
  'conversation.assigned',
  'conversation.closed',
  'conversation.rated',
  'message.created',
  /** A message changed after it was stored: its delivery through a messaging channel failed. */
  'message.updated',
  /** A team member added a note: told to the team's streams only, never to the customer's. */
  'note.created',
] as const;
export type ConversationEventType = (typeof conversationEventTypes)[number];

export const conversationEventSchema = z.object({
  /** Increasing per server (the SSE event id). */
  id: z.string(),
  type: z.enum(conversationEventTypes),
  conversation: conversationSchema,
  /** For `message.created` and `message.updated`. */
  message: messageSchema.nullable(),
  /** ISO 8601 */
  at: z.string(),
});
export type ConversationEvent = z.infer<typeof conversationEventSchema>;

/** The texts the runtime writes into a conversation as `system` messages. */
export const conversationCopy = {
  personJoined: (name: string) => `${name} joined the conversation`,
  handedOver:
    'The conversation was passed to the team, and they have been notified. Someone will answer here shortly.',
  handedBack: (name: string) => `${name} handed the conversation back to the agent`,
  closedByCustomer: 'The customer ended the conversation',
  closedByPerson: (name: string) => `${name} closed the conversation`,
  closedIdle: `Closed after ${CONVERSATION_IDLE_CLOSE_HOURS} hours without a message`,
  notificationTitle: 'Conversation waiting for a person',
  notificationMessage: (agentName: string, channel: ConversationChannel, question: string) =>
    `${agentName} handed over a ${conversationChannelLabels[channel]} conversation: “${question}”`,
  alreadyTakenOver: (name: string) =>
    `${name} has already taken over this conversation. Refresh to see their replies.`,
  alreadyClosed: 'This conversation is closed.',
  agentInactive: 'This agent is inactive. Activate it on the Agents page to start a conversation.',
  conversationLimit: (planName: string, limit: number) =>
    `Your ${planName} plan includes ${limit.toLocaleString('en-US')} conversations a month, and this month's are used up. Upgrade your plan to keep answering new customers.`,
  notYours: 'Take over the conversation before you reply.',
} as const;
