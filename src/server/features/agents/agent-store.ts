import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import {
  type Agent,
  type AgentList,
  type agentInputSchema,
  type agentPatchSchema,
  agentPlanLimitMessage,
  duplicateAgentName,
} from '@shared/agents.ts';
import type { z } from 'zod';
import { currentPlan } from '@server/features/billing/current-plan.ts';
import {
  type AccountId,
  accountIdPlaceholder,
  lockAccount,
  ownedBy,
} from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { agent } from '@server/platform/db/schema.ts';
import { NotFound, PlanLimitReached } from '@server/platform/errors/domain-errors.ts';

type Row = typeof agent.$inferSelect;

const toAgent = (row: Row): Agent => ({
  id: row.id,
  name: row.name,
  type: row.type,
  status: row.status,
  channels: row.channels,
  conversations: row.conversations,
  lastActive: row.lastActive.toISOString(),
});

export const agentNotFound = () => new NotFound('No such agent.');

/** Every agent of the account, active or not: the number the plan's agent limit counts. */
export async function countAgents(accountId: AccountId, db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(agent).where(ownedBy(agent, accountId));
  return row?.value ?? 0;
}

function prepareAgentList(db: Database) {
  return db
    .select()
    .from(agent)
    .where(ownedBy(agent, accountIdPlaceholder))
    .orderBy(asc(agent.createdAt), asc(agent.id))
    .prepare('list_agents');
}

// The portal's most frequent query, prepared once per database: building it anew took
// about a seventh of the request's time.
const agentLists = new WeakMap<Database, ReturnType<typeof prepareAgentList>>();

export async function listAgents(accountId: AccountId, db: Database): Promise<AgentList> {
  let query = agentLists.get(db);
  if (!query) agentLists.set(db, (query = prepareAgentList(db)));
  const rows = await query.execute({ accountId });
  return { agents: rows.map(toAgent) };
}

export async function getAgent(accountId: AccountId, db: Database, id: string): Promise<Agent> {
  const [row] = await db
    .select()
    .from(agent)
    .where(ownedBy(agent, accountId, eq(agent.id, id)))
    .limit(1);
  if (!row) throw agentNotFound();
  return toAgent(row);
}

/**
 * Refuses a new agent once the account holds as many as its plan allows. Call it in the
 * transaction that inserts: it locks the account, so concurrent creates count one by one.
 */
async function assertBelowAgentLimit(accountId: AccountId, db: Database) {
  await lockAccount(db, accountId);
  const plan = await currentPlan(accountId, db);
  const limit = plan.limits.aiAgents;
  if (limit === null) return;
  if ((await countAgents(accountId, db)) >= limit) {
    throw new PlanLimitReached(agentPlanLimitMessage(plan.name, limit));
  }
}

/** A new agent starts active with 0 conversations (specification §4). */
export async function createAgent(
  accountId: AccountId,
  db: Database,
  input: z.output<typeof agentInputSchema>,
): Promise<Agent> {
  return db.transaction(async (tx) => {
    await assertBelowAgentLimit(accountId, tx);
    const [row] = await tx
      .insert(agent)
      .values({ ...input, id: randomUUID(), accountId, status: 'active', conversations: 0 })
      .returning();
    return toAgent(row!);
  });
}

export async function updateAgent(
  accountId: AccountId,
  db: Database,
  id: string,
  patch: z.output<typeof agentPatchSchema>,
): Promise<Agent> {
  const [row] = await db
    .update(agent)
    .set(patch)
    .where(ownedBy(agent, accountId, eq(agent.id, id)))
    .returning();
  if (!row) throw agentNotFound();
  return toAgent(row);
}

export async function deleteAgent(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .delete(agent)
    .where(ownedBy(agent, accountId, eq(agent.id, id)))
    .returning({ id: agent.id });
  if (!row) throw agentNotFound();
  return { deleted: row.id };
}

/** Duplicate makes '<name> (Copy)' with 0 conversations; it counts against the limit too. */
export async function duplicateAgent(
  accountId: AccountId,
  db: Database,
  id: string,
): Promise<Agent> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(agent)
      .where(ownedBy(agent, accountId, eq(agent.id, id)))
      .limit(1);
    if (!source) throw agentNotFound();
    await assertBelowAgentLimit(accountId, tx);
    const [row] = await tx
      .insert(agent)
      .values({
        id: randomUUID(),
        accountId,
        name: duplicateAgentName(source.name),
        type: source.type,
        status: source.status,
        channels: source.channels,
        conversations: 0,
      })
      .returning();
    return toAgent(row!);
  });
}
