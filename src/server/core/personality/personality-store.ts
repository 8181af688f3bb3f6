import { eq } from 'drizzle-orm';
import type { AgentPersonality } from '@shared/personality.ts';
import { defaultPersonality, type Personality } from '@shared/personality.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { agent, personalitySettings } from '@server/platform/db/schema.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';
import { copyVoiceToBriefing } from './account-voice.ts';

/** A stored personality with what it lacks (a row written before a setting existed) filled in. */
const complete = (stored: Partial<Personality> | null | undefined): Personality => ({
  ...defaultPersonality,
  ...stored,
});

/** The account's personality settings; the specification's defaults until first saved. */
export async function getPersonality(accountId: AccountId, db: Database): Promise<Personality> {
  const [row] = await db
    .select({ settings: personalitySettings.settings })
    .from(personalitySettings)
    .where(ownedBy(personalitySettings, accountId))
    .limit(1);
  return complete(row?.settings);
}

/** Saves the account's personality, and with it the briefing's tone and templates. */
export async function savePersonality(
  accountId: AccountId,
  db: Database,
  settings: Personality,
): Promise<Personality> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(personalitySettings)
      .values({ accountId, settings })
      .onConflictDoUpdate({
        target: personalitySettings.accountId,
        set: { settings, updatedAt: new Date() },
      })
      .returning({ settings: personalitySettings.settings });
    await copyVoiceToBriefing(tx, accountId, settings);
    return row!.settings;
  });
}

/**
 * The personality an agent speaks with: its own once saved on its page, until then the
 * account's (so a new agent starts as the account's, and follows it until it is changed).
 */
export async function getAgentPersonality(
  accountId: AccountId,
  db: Database,
  agentId: string,
): Promise<AgentPersonality> {
  // The account's personality comes with the agent, in one statement.
  const [row] = await db
    .select({
      id: agent.id,
      name: agent.name,
      personality: agent.personality,
      accounts: personalitySettings.settings,
    })
    .from(agent)
    .leftJoin(personalitySettings, eq(personalitySettings.accountId, agent.accountId))
    .where(ownedBy(agent, accountId, eq(agent.id, agentId)))
    .limit(1);
  if (!row) throw agentNotFound();
  return {
    agentId: row.id,
    agentName: row.name,
    own: row.personality !== null,
    personality: complete(row.personality ?? row.accounts),
  };
}

/** Gives the agent its own personality, or (null) lets it speak with the account's again. */
export async function saveAgentPersonality(
  accountId: AccountId,
  db: Database,
  agentId: string,
  settings: Personality | null,
): Promise<AgentPersonality> {
  const [row] = await db
    .update(agent)
    .set({ personality: settings })
    .where(ownedBy(agent, accountId, eq(agent.id, agentId)))
    .returning({ id: agent.id });
  if (!row) throw agentNotFound();
  return getAgentPersonality(accountId, db, agentId);
}
