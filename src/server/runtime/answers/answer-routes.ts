import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  answerCopy,
  messageAnswerSchema,
  startConversationInputSchema,
  startedConversationSchema,
} from '@shared/answers.ts';
import {
  type AnswerEvent,
  answerEventSchema,
  conversationSchema,
  messageInputSchema,
  ratingInputSchema,
} from '@shared/conversations.ts';
import { conversationDetailSchema } from '@shared/notes.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { created, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import {
  conversationNotFound,
  getConversation,
} from '@server/core/conversations/conversation-store.ts';
import { getConversationDetail } from '@server/core/conversations/conversation-notes.ts';
import { rateConversation } from '@server/core/conversations/rate-conversation.ts';
import { receiveCustomerMessage } from '@server/runtime/messaging/receive-customer-message.ts';
import { answerMessage } from './answer-message.ts';
import { streamAnswer } from './answer-stream.ts';
import type { Responder } from './responder.ts';
import { startAgentConversation } from './start-agent-conversation.ts';

const route = routeDocs('Conversations');
const agentId = rowIdParam(agentNotFound);
const conversationId = rowIdParam(conversationNotFound);

const wantsEventStream = (accept: string | undefined) =>
  (accept ?? '').toLowerCase().includes('text/event-stream');

/** Talking to an agent: start a conversation, send the customer's messages, read it back. */
export function answerRoutes(deps: RuntimeDeps, responder: Responder) {
  return new Hono<{ Variables: AccountVariables }>()
    .post(
      apiPaths.agentConversations,
      route({
        operationId: 'startConversation',
        summary: 'Start a conversation with an agent',
        description:
          'Opens a conversation with an active agent; its greeting is the first message. `playground` conversations are tests: stored, never counted. `api` conversations count against the plan’s monthly conversations (400, code `plan_limit`, once they are used up). An inactive agent is refused with 409.',
        answer: created(startedConversationSchema, 'The conversation with the greeting.'),
        refuses: ['Conflict'],
      }),
      agentId,
      jsonBody(startConversationInputSchema, { channel: 'playground' }),
      async (c) =>
        c.json(
          await startAgentConversation(
            deps,
            c.get('account').id,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
          201,
        ),
    )
    .get(
      apiPaths.conversation,
      route({
        operationId: 'getConversation',
        summary: 'Get a conversation',
        description:
          'One conversation of the account with all its messages and the team’s notes, each oldest first.',
        answer: ok(conversationDetailSchema, 'The conversation, its messages and its notes.'),
      }),
      conversationId,
      async (c) =>
        c.json(await getConversationDetail(c.get('account').id, deps.db, c.req.valid('param').id)),
    )
    .post(
      apiPaths.conversationMessages,
      route({
        operationId: 'sendMessage',
        summary: 'Send a customer message',
        description: [
          'Stores the customer’s message and answers it. With `Accept: text/event-stream` the answer streams as server-sent events: `start`, `delta` (text), `sources`, `handover` (when the conversation passes to a person) and `done` (the stored answer and the conversation), or `error`. Otherwise the answer comes as JSON once complete.',
          'While a person holds the conversation (`waiting` or `human`) the message is stored and the agent does not answer (`answer` is null; a stream sends `done` with the customer’s message).',
          'A closed conversation, or one whose agent is inactive, is refused with 409; more than 30 messages a minute in one conversation with 429. A client that disconnects mid-answer cancels it: the partial answer is stored marked `cut`, or nothing.',
        ].join('\n\n'),
        answer: created(
          messageAnswerSchema,
          'The customer’s message, the answer and the conversation; with `Accept: text/event-stream`, the answer’s events instead.',
          answerEventSchema,
        ),
        refuses: ['Conflict', 'TooManyRequests'],
      }),
      conversationId,
      jsonBody(messageInputSchema, { text: 'What are your opening hours?' }),
      async (c) => {
        const receivedAt = performance.now();
        const accountId = c.get('account').id;
        const received = await receiveCustomerMessage(deps, accountId, {
          conversationId: c.req.valid('param').id,
          text: c.req.valid('json').text,
        });
        const stillThere = () => getConversation(accountId, deps.db, received.conversation.id);
        if (!wantsEventStream(c.req.header('accept'))) {
          const answered = await answerMessage(deps, accountId, received, {
            responder,
            signal: c.req.raw.signal,
            receivedAt,
          });
          return c.json(
            {
              customerMessage: received.customerMessage,
              answer: answered?.message ?? null,
              conversation: answered?.conversation ?? (await stillThere()),
            },
            201,
          );
        }
        return streamAnswer(c, deps, accountId, received, {
          responder,
          receivedAt,
          present: (event) => event,
          keptForTeam: async (): Promise<AnswerEvent[]> => [
            { event: 'start', data: { conversationId: received.conversation.id } },
            {
              event: 'done',
              data: { message: received.customerMessage, conversation: await stillThere() },
            },
          ],
          failure: answerCopy.answerFailed,
        });
      },
    )
    .post(
      apiPaths.conversationRating,
      route({
        operationId: 'rateConversation',
        summary: 'Rate a conversation',
        description:
          'The customer’s thumbs up or down, with an optional comment (at most 1,000 characters), for analytics; asked for once the conversation closes. A second rating replaces the first.',
        answer: ok(conversationSchema, 'The rated conversation.'),
      }),
      conversationId,
      jsonBody(ratingInputSchema, { rating: 'up', comment: 'Quick and clear, thank you.' }),
      async (c) =>
        c.json(
          await rateConversation(
            deps,
            c.get('account').id,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    );
}
