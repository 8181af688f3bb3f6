import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  agentPersonalitySchema,
  defaultPersonality,
  personalityInputSchema,
} from '@shared/personality.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';
import {
  getAgentPersonality,
  getPersonality,
  saveAgentPersonality,
  savePersonality,
} from './personality-store.ts';

const route = routeDocs('Personality');
const agentId = rowIdParam(agentNotFound);

/** The account's personality and each agent's own, read and replaced whole. */
export function personalityRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.personality,
      route({
        operationId: 'getPersonality',
        summary: 'Get the account personality',
        description:
          "How the agents speak unless an agent has its own; the defaults until first saved. Its tone and custom responses are the briefing's tone and response templates.",
        answer: ok(personalityInputSchema, 'The personality settings.'),
      }),
      async (c) => c.json(await getPersonality(c.get('account').id, db)),
    )
    .put(
      apiPaths.personality,
      route({
        operationId: 'savePersonality',
        summary: 'Save the account personality',
        description:
          "Replaces the whole account personality; its tone and custom responses become the briefing's too.",
        answer: ok(personalityInputSchema, 'The saved settings.'),
      }),
      jsonBody(personalityInputSchema, defaultPersonality),
      async (c) => c.json(await savePersonality(c.get('account').id, db, c.req.valid('json'))),
    )
    .get(
      apiPaths.agentPersonality,
      route({
        operationId: 'getAgentPersonality',
        summary: "Get an agent's personality",
        description:
          "The personality the agent speaks with: its own (`own` true) once saved, until then the account's.",
        answer: ok(agentPersonalitySchema, "The agent's personality."),
      }),
      agentId,
      async (c) =>
        c.json(await getAgentPersonality(c.get('account').id, db, c.req.valid('param').id)),
    )
    .put(
      apiPaths.agentPersonality,
      route({
        operationId: 'saveAgentPersonality',
        summary: "Save an agent's personality",
        description:
          "Gives the agent its own personality, replaced whole; the account's and the other agents' stay as they are.",
        answer: ok(agentPersonalitySchema, "The agent's personality as saved."),
      }),
      agentId,
      jsonBody(personalityInputSchema, defaultPersonality),
      async (c) =>
        c.json(
          await saveAgentPersonality(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete(
      apiPaths.agentPersonality,
      route({
        operationId: 'resetAgentPersonality',
        summary: "Reset an agent's personality",
        description:
          "Drops the agent's own personality: it speaks with the account's again (`own` false).",
        answer: ok(agentPersonalitySchema, "The agent's personality, the account's again."),
      }),
      agentId,
      async (c) =>
        c.json(await saveAgentPersonality(c.get('account').id, db, c.req.valid('param').id, null)),
    );
}
