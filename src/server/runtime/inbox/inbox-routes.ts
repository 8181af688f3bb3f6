import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { conversationSchema, messageInputSchema, messageSchema } from '@shared/conversations.ts';
import { inboxSchema, liveEventSchema } from '@shared/inbox.ts';
import { noteInputSchema, noteSchema } from '@shared/notes.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { created, eventStream, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, queryOf, rowIdParam } from '@server/platform/http/validate.ts';
import { inboxQuerySchema } from '@shared/assignment.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import {
  conversationNotFound,
  conversationRow,
} from '@server/core/conversations/conversation-store.ts';
import { closeConversation } from '@server/core/conversations/close-conversation.ts';
import { handBack } from '@server/core/conversations/hand-back.ts';
import { addNote } from '@server/core/conversations/conversation-notes.ts';
import { replyAsPerson } from '@server/core/conversations/reply-as-person.ts';
import { streamConversationEvents } from '@server/core/conversations/stream-conversation-events.ts';
import { takeOver } from '@server/core/conversations/take-over.ts';
import { getAgentPersonality, getPersonality } from '@server/core/personality/personality-store.ts';
import { getInbox } from './inbox-store.ts';

const route = routeDocs('Live inbox');
const conversationId = rowIdParam(conversationNotFound);
const inboxQuery = queryOf(inboxQuerySchema);

/** The farewell of the agent the conversation was with (the account's once it is deleted). */
async function farewellOf(deps: RuntimeDeps, accountId: AccountId, id: string) {
  const row = await conversationRow(accountId, deps.db, id);
  const personality = row.agentId
    ? (await getAgentPersonality(accountId, deps.db, row.agentId)).personality
    : await getPersonality(accountId, deps.db);
  return personality.farewell;
}

/**
 * The live inbox: the account's events as they happen, its open conversations, and what a
 * person does in one. The person is the signed-in owner, shown to the customer by name.
 */
export function inboxRoutes(deps: RuntimeDeps) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.events,
      route({
        operationId: 'streamEvents',
        summary: 'Stream live events',
        description:
          'Server-sent events of every change to the account’s conversations (started, message, handed over, taken over, handed back, closed, rated), each with an increasing `id` and the conversation as it is after it. Reconnect with `Last-Event-ID` (or `?lastEventId=`) to receive what was missed (up to 500 events; reload the lists when further behind). A comment line keeps a quiet stream open. Signed-in owners only.',
        answer: eventStream(liveEventSchema, 'The account’s events, as they happen.'),
      }),
      sessionOnly,
      (c) => streamConversationEvents(c, deps, c.get('account').id),
    )
    .get(
      apiPaths.inbox,
      route({
        operationId: 'getInbox',
        summary: 'List open conversations',
        description:
          'Every open conversation with a customer (`bot`, `waiting`, `human`; playground tests left out) in the view (`all`; `mine`, assigned to the signed-in person; `unassigned`), up to 200: those waiting for a person first (longest wait first), then those a person holds, then the agents’. `waiting` counts all those waiting.',
        answer: ok(inboxSchema, 'The open conversations.'),
      }),
      inboxQuery,
      async (c) =>
        c.json(
          await getInbox(c.get('account').id, deps.db, {
            view: c.req.valid('query').view,
            userId: c.get('person')?.userId,
          }),
        ),
    )
    .post(
      apiPaths.conversationTakeOver,
      route({
        operationId: 'takeOverConversation',
        summary: 'Take over a conversation',
        description:
          'The signed-in person takes the conversation from the agent, which stops answering; the customer sees "<name> joined". Of two people taking over at once one wins; the other gets 409 saying who did.',
        answer: ok(conversationSchema, 'The conversation, now with the person.'),
        refuses: ['Conflict'],
      }),
      sessionOnly,
      conversationId,
      async (c) => {
        const { id, name } = c.get('account');
        const userId = c.get('person')?.userId;
        return c.json(await takeOver(deps, id, c.req.valid('param').id, { name, userId }));
      },
    )
    .post(
      apiPaths.conversationReplies,
      route({
        operationId: 'replyToConversation',
        summary: 'Reply as a person',
        description:
          'The person who took the conversation over writes to the customer, who sees it at once. 409 before taking over, or once closed.',
        answer: created(messageSchema, 'The stored reply.'),
        refuses: ['Conflict'],
      }),
      sessionOnly,
      conversationId,
      jsonBody(messageInputSchema, { text: 'Hi, I can help with that.' }),
      async (c) => {
        const { id, name } = c.get('account');
        const message = await replyAsPerson(
          deps,
          id,
          c.req.valid('param').id,
          { name },
          c.req.valid('json').text,
        );
        return c.json(message, 201);
      },
    )
    .post(
      apiPaths.conversationNotes,
      route({
        operationId: 'addConversationNote',
        summary: 'Add a note for the team',
        description:
          'The signed-in person writes a note on the conversation, open or closed, with their name and the time. The customer never sees it: it is not a message, goes to no channel and is not in the agent’s context. The team sees it in the inbox and history transcripts, live and in exports.',
        answer: created(noteSchema, 'The stored note.'),
      }),
      sessionOnly,
      conversationId,
      jsonBody(noteInputSchema, { text: 'Called them back; they prefer email.' }),
      async (c) => {
        const { userId, name } = c.get('person')!;
        const note = await addNote(
          deps,
          c.get('account').id,
          c.req.valid('param').id,
          { userId, name },
          c.req.valid('json').text,
        );
        return c.json(note, 201);
      },
    )
    .post(
      apiPaths.conversationHandBack,
      route({
        operationId: 'handBackConversation',
        summary: 'Hand back to the agent',
        description: 'The agent answers the customer again. 409 once closed.',
        answer: ok(conversationSchema, 'The conversation, with the agent again.'),
        refuses: ['Conflict'],
      }),
      sessionOnly,
      conversationId,
      async (c) => {
        const { id, name } = c.get('account');
        return c.json(await handBack(deps, id, c.req.valid('param').id, { name }));
      },
    )
    .post(
      apiPaths.conversationClose,
      route({
        operationId: 'closeConversation',
        summary: 'Close a conversation',
        description:
          'The agent’s farewell is sent, the conversation closes with its resolution, and the customer can rate it. Closing a closed one changes nothing.',
        answer: ok(conversationSchema, 'The closed conversation.'),
      }),
      sessionOnly,
      conversationId,
      async (c) => {
        const { id: accountId, name } = c.get('account');
        const id = c.req.valid('param').id;
        const farewell = await farewellOf(deps, accountId, id);
        return c.json(
          await closeConversation(
            deps,
            accountId,
            id,
            { kind: 'person', person: { name } },
            { farewell },
          ),
        );
      },
    );
}
