import { Hono } from 'hono';
import { agentInputSchema, agentPatchSchema } from '@shared/agents.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody, rowIdParam } from '../http/validate.ts';
import {
  agentNotFound,
  createAgent,
  deleteAgent,
  duplicateAgent,
  listAgents,
  updateAgent,
} from './agent-store.ts';

const agentId = rowIdParam(agentNotFound);

/** /api/v1/agents: list, create, change, delete and duplicate the account's agents. */
export function agentRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/', async (c) => c.json(await listAgents(c.get('account').id, db)))
    .post('/', jsonBody(agentInputSchema), async (c) =>
      c.json(await createAgent(c.get('account').id, db, c.req.valid('json')), 201),
    )
    .patch('/:id', agentId, jsonBody(agentPatchSchema), async (c) =>
      c.json(
        await updateAgent(c.get('account').id, db, c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .delete('/:id', agentId, async (c) =>
      c.json(await deleteAgent(c.get('account').id, db, c.req.valid('param').id)),
    )
    .post('/:id/duplicate', agentId, async (c) =>
      c.json(await duplicateAgent(c.get('account').id, db, c.req.valid('param').id), 201),
    );
}
