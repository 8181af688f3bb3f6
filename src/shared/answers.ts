import { z } from 'zod';
import {
  conversationSchema,
  conversationWithMessagesSchema,
  messageSchema,
} from './conversations.ts';
import type { Tone } from './personality.ts';

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
} as const;
