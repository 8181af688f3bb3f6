import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  assigneeInputSchema,
  assignmentRuleInputSchema,
  assignmentRuleSchema,
  assignmentRulesSchema,
  availabilityInputSchema,
  availabilitySchema,
  teammatesSchema,
} from '@shared/assignment.ts';
import { conversationSchema } from '@shared/conversations.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import type { ConversationDeps } from '@server/core/conversations/conversation-changes.ts';
import { conversationNotFound } from '@server/core/conversations/conversation-store.ts';
import { assignConversation } from './assign-conversation.ts';
import { listAssignmentRules, setAssignmentRule } from './assignment-rules.ts';
import { getAvailability, listTeammates, setAvailability } from './availability.ts';

const route = routeDocs('Assignment');
const conversationId = rowIdParam(conversationNotFound);
/** Who of the team is there, and who answers which conversation. */
export function assignmentRoutes(deps: ConversationDeps) {
  // Read per request: the route catalogue builds these routes with nothing connected.
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.myAvailability,
      route({
        operationId: 'getMyAvailability',
        summary: 'Your availability',
        description:
          'What the signed-in person chose (online, away, offline) and what the team sees now: away after 10 minutes without activity in the portal, offline after 60.',
        answer: ok(availabilitySchema, 'The availability.'),
      }),
      sessionOnly,
      async (c) =>
        c.json(await getAvailability(c.get('account').id, deps.db, c.get('person')!.userId)),
    )
    .put(
      apiPaths.myAvailability,
      route({
        operationId: 'setMyAvailability',
        summary: 'Set your availability',
        description:
          'Online, away or offline. Round robin and balanced assignment give conversations to people who are online.',
        answer: ok(availabilitySchema, 'The availability.'),
      }),
      sessionOnly,
      jsonBody(availabilityInputSchema, { status: 'online' }),
      async (c) =>
        c.json(
          await setAvailability(
            c.get('account').id,
            deps.db,
            c.get('person')!.userId,
            c.req.valid('json').status,
          ),
        ),
    )
    .post(
      apiPaths.myActivity,
      route({
        operationId: 'recordMyActivity',
        summary: 'Tell of activity',
        description:
          'The portal’s heartbeat while the person uses it (at most once a minute): like every change the person makes, it keeps them from showing as away.',
        answer: ok(availabilitySchema, 'The availability.'),
      }),
      sessionOnly,
      async (c) =>
        c.json(await getAvailability(c.get('account').id, deps.db, c.get('person')!.userId)),
    )
    .get(
      apiPaths.teammates,
      route({
        operationId: 'listTeammates',
        summary: 'List teammates',
        description:
          'Everyone on the team with their availability now: the people a conversation can be assigned to.',
        answer: ok(teammatesSchema, 'The teammates.'),
      }),
      async (c) => c.json({ teammates: await listTeammates(c.get('account').id, deps.db) }),
    )
    .get(
      apiPaths.assignmentRules,
      route({
        operationId: 'listAssignmentRules',
        summary: 'List assignment rules',
        description:
          'Per customer channel, how conversations handed over to the team are assigned: manual (nobody until someone takes it), round robin among people online, or balanced (the person online with the fewest open conversations, up to the cap).',
        answer: ok(assignmentRulesSchema, 'The rules.'),
      }),
      async (c) => c.json({ rules: await listAssignmentRules(c.get('account').id, deps.db) }),
    )
    .put(
      apiPaths.assignmentRules,
      route({
        operationId: 'setAssignmentRule',
        summary: 'Set a channel’s assignment',
        description: 'The mode and the cap of open conversations per person for one channel.',
        answer: ok(assignmentRuleSchema, 'The rule.'),
      }),
      jsonBody(assignmentRuleInputSchema, { channel: 'webchat', mode: 'round_robin', cap: 5 }),
      async (c) =>
        c.json(await setAssignmentRule(c.get('account').id, deps.db, c.req.valid('json'))),
    )
    .put(
      apiPaths.conversationAssignee,
      route({
        operationId: 'assignConversation',
        summary: 'Assign a conversation',
        description:
          'Gives an open conversation to a teammate (`userId`) or to nobody (`null`); the teammate’s bell tells them. Owners and admins assign any; an agent passes on their own or takes one nobody holds (403 otherwise). 409 once closed.',
        answer: ok(conversationSchema, 'The conversation.'),
        refuses: ['Conflict', 'Forbidden'],
      }),
      conversationId,
      jsonBody(assigneeInputSchema, { userId: null }),
      async (c) =>
        c.json(
          await assignConversation(
            deps,
            c.get('account').id,
            c.req.valid('param').id,
            { userId: c.get('person')?.userId, role: c.get('role') },
            c.req.valid('json').userId,
          ),
        ),
    );
}
