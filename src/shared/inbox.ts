import { z } from 'zod';
import { conversationEventSchema, conversationSchema } from './conversations.ts';

/**
 * The live inbox: every open conversation of the account, and what a person does in one
 * (take over, reply, hand back, close).
 */

/** GET /api/v1/inbox: waiting ones first (longest wait first), then people's, then the agents'. */
export const inboxSchema = z.object({
  conversations: z.array(conversationSchema),
  /** How many wait for a person: the sidebar's count. */
  waiting: z.number().int(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** The inbox shows at most this many open conversations (the oldest waiting come first). */
export const INBOX_LIMIT = 200;

/** GET /api/v1/events: each frame's `data`, named by its `event:` (the event's type). */
export const liveEventSchema = conversationEventSchema;

export const inboxCopy = {
  subtitle:
    'Conversations happening now. Take one over to answer yourself; hand it back when the agent can go on.',
  listLabel: 'Open conversations',
  loading: 'Loading conversations',
  loadFailed: 'The conversations could not be loaded.',
  empty: 'No open conversations. New ones appear here as customers write.',
  choose: 'Choose a conversation to read it.',
  waitingFor: (duration: string) => `Waiting ${duration}`,
  takeOver: 'Take over',
  takingOver: 'Taking over…',
  handBack: 'Hand back to the agent',
  close: 'Close conversation',
  closeTitle: 'Close this conversation?',
  closeText:
    'The agent’s farewell is sent and the customer can rate the conversation. It moves to History.',
  closing: 'Closing…',
  cancel: 'Cancel',
  replyLabel: 'Your reply',
  send: 'Send',
  insertResponse: 'Insert a custom response',
  noResponses: 'No custom responses yet',
  takeOverToReply: 'Take over the conversation to reply.',
  back: 'All conversations',
  live: 'Updating live',
  reconnecting: 'Reconnecting…',
  closed: 'This conversation is closed.',
} as const;
