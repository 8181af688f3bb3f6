import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, max, not, sql } from 'drizzle-orm';
import {
  type Agent,
  type AgentList,
  type agentInputSchema,
  type agentPatchSchema,
  agentPlanLimitMessage,
  comingSoonChoice,
  duplicateAgentName,
} from '@shared/agents.ts';
import type { z } from 'zod';
import { channelCopy } from '@shared/channels.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import {
  type AccountId,
  accountIdPlaceholder,
  lockAccount,
  ownedBy,
} from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { agent, conversation } from '@server/platform/db/schema.ts';
import { InvalidInput, NotFound, PlanLimitReached } from '@server/platform/errors/domain-errors.ts';

type Row = typeof agent.$inferSelect;
type Activity = { conversations: number; lastActive: Date | null };
/** A new agent, or a copy: no conversation yet, so "Never" active. */
const noActivity: Activity = { conversations: 0, lastActive: null };

const toAgent = (row: Row, activity: Activity): Agent => ({
  id: row.id,
  name: row.name,
  type: row.type,
  status: row.status,
  channels: row.channels,
  conversations: activity.conversations,
  lastActive: activity.lastActive?.toISOString() ?? null,
  answerThreshold: row.answerThreshold,
});

/**
 * Each agent's figures, read from its conversations so they cannot drift from them: how many
 * it had with customers (tests aside), and when it last took part in one, tests included
 * (a playground answer is an answer). Read per agent through indexes of its own
 * (`conversation_agent_customers_idx`, `conversation_agent_last_message_idx`), not by
 * aggregating the account's conversations: a prepared plan cannot tell how many conversations
 * an account has, and grouping them scanned every account's.
 */
function agentsWithActivity(db: Database) {
  const ofAgent = eq(conversation.agentId, agent.id);
  const customers = db
    .select({ value: count() })
    .from(conversation)
    .where(and(ofAgent, not(conversation.test)));
  const lastMessage = db
    .select({ value: max(conversation.lastMessageAt) })
    .from(conversation)
    .where(ofAgent);
  return db
    .select({
      row: agent,
      conversations: sql<number>`(${customers})`.mapWith(Number),
      lastActive: sql<Date | null>`(${lastMessage})`.mapWith(conversation.lastMessageAt),
    })
    .from(agent);
}

export const agentNotFound = () => new NotFound('No such agent.');

/** Every agent of the account, active or not: the number the plan's agent limit counts. */
export async function countAgents(accountId: AccountId, db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(agent).where(ownedBy(agent, accountId));
  return row?.value ?? 0;
}

function prepareAgentList(db: Database) {
  return agentsWithActivity(db)
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
  return { agents: rows.map(({ row, ...activity }) => toAgent(row, activity)) };
}

export async function getAgent(accountId: AccountId, db: Database, id: string): Promise<Agent> {
  const [found] = await agentsWithActivity(db)
    .where(ownedBy(agent, accountId, eq(agent.id, id)))
    .limit(1);
  if (!found) throw agentNotFound();
  const { row, ...activity } = found;
  return toAgent(row, activity);
}

/** What answering needs of an agent: who it is, whether it is on, how sure it must be. */
export type AnsweringAgent = Pick<Agent, 'id' | 'name' | 'type' | 'status' | 'answerThreshold'>;

/**
 * The agent that holds a conversation, as answering needs it; null when it was deleted. Without
 * its figures, which are read from all the account's conversations.
 */
export async function answeringAgentOf(
  accountId: AccountId,
  db: Database,
  conversationId: string,
): Promise<AnsweringAgent | null> {
  const [found] = await db
    .select({
      id: agent.id,
      name: agent.name,
      type: agent.type,
      status: agent.status,
      answerThreshold: agent.answerThreshold,
    })
    .from(conversation)
    .innerJoin(agent, eq(agent.id, conversation.agentId))
    .where(ownedBy(conversation, accountId, eq(conversation.id, conversationId)))
    .limit(1);
  return found ?? null;
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
      .values({ ...input, id: randomUUID(), accountId, status: 'active' })
      .returning();
    return toAgent(row!, noActivity);
  });
}

export async function updateAgent(
  accountId: AccountId,
  db: Database,
  id: string,
  patch: z.output<typeof agentPatchSchema>,
): Promise<Agent> {
  if (patch.channels) {
    // A channel coming soon stays on an agent that had it, and is given to none.
    const current = await getAgent(accountId, db, id);
    const added = comingSoonChoice(patch.channels.filter((c) => !current.channels.includes(c)));
    if (added) throw new InvalidInput(channelCopy.comingSoonHint(added));
  }
  const [row] = await db
    .update(agent)
    .set(patch)
    .where(ownedBy(agent, accountId, eq(agent.id, id)))
    .returning({ id: agent.id });
  if (!row) throw agentNotFound();
  return getAgent(accountId, db, id);
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
        answerThreshold: source.answerThreshold,
        personality: source.personality,
      })
      .returning();
    return toAgent(row!, noActivity);
  });
}
