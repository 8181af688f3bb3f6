import { Hono } from 'hono';
import {
  type AgentInput,
  agentDeletedSchema,
  agentInputSchema,
  agentListSchema,
  agentPatchSchema,
  agentSchema,
} from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { created, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import {
  agentNotFound,
  createAgent,
  deleteAgent,
  duplicateAgent,
  getAgent,
  listAgents,
  updateAgent,
} from './agent-store.ts';

const agentId = rowIdParam(agentNotFound);
const route = routeDocs('Agents');
const newAgent: AgentInput = { name: 'Night Shift', type: 'Support', channels: ['Webchat'] };

/** The account's agents: list, read, create, change, delete and duplicate. */
export function agentRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.agents,
      route({
        operationId: 'listAgents',
        summary: 'List agents',
        description: 'Every agent of the account, active or not, oldest first.',
        answer: ok(agentListSchema, 'The agents.'),
      }),
      async (c) => c.json(await listAgents(c.get('account').id, db)),
    )
    .post(
      apiPaths.agents,
      route({
        operationId: 'createAgent',
        summary: 'Create an agent',
        description:
          'A new agent starts active with no conversations. Refused (400, code `plan_limit`) once the account has as many agents as its plan allows, and (400, `invalid_input`) with a channel the product cannot connect yet (Instagram, coming soon).',
        answer: created(agentSchema, 'The new agent.'),
      }),
      jsonBody(agentInputSchema, newAgent),
      async (c) => c.json(await createAgent(c.get('account').id, db, c.req.valid('json')), 201),
    )
    .get(
      apiPaths.agent,
      route({
        operationId: 'getAgent',
        summary: 'Get an agent',
        description: 'One agent of the account.',
        answer: ok(agentSchema, 'The agent.'),
      }),
      agentId,
      async (c) => c.json(await getAgent(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.agent,
      route({
        operationId: 'updateAgent',
        summary: 'Change an agent',
        description:
          'Changes any of name, type, channels, status and `answerThreshold` (how sure the built-in responder must be, 0.2 to 0.9, before this agent answers from the knowledge rather than hand over); the rest stays. A channel coming soon (Instagram) cannot be added; an agent that already has it keeps it.',
        answer: ok(agentSchema, 'The agent as changed.'),
      }),
      agentId,
      jsonBody(agentPatchSchema, { name: 'Renamed', status: 'inactive' }),
      async (c) =>
        c.json(
          await updateAgent(c.get('account').id, db, c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .delete(
      apiPaths.agent,
      route({
        operationId: 'deleteAgent',
        summary: 'Delete an agent',
        description: 'Deletes the agent for good.',
        answer: ok(agentDeletedSchema, 'The id of the deleted agent.'),
      }),
      agentId,
      async (c) => c.json(await deleteAgent(c.get('account').id, db, c.req.valid('param').id)),
    )
    .post(
      apiPaths.agentDuplicate,
      route({
        operationId: 'duplicateAgent',
        summary: 'Duplicate an agent',
        description:
          "Makes '<name> (Copy)' with the same type, status, channels, answer threshold and personality, and no conversations. It counts against the plan's agent limit like a new agent.",
        answer: created(agentSchema, 'The copy.'),
      }),
      agentId,
      async (c) =>
        c.json(await duplicateAgent(c.get('account').id, db, c.req.valid('param').id), 201),
    );
}
