import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { type HelpArticle, helpArticles } from '@shared/help-articles.ts';
import { landingAssistantCopy } from '@shared/landing/landing-assistant.ts';
import { defaultPersonality, type Personality } from '@shared/personality.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { agent } from '@server/platform/db/schema.ts';
import { saveWebchatSettings, webchatRowOf } from '@server/channels/webchat/webchat-store.ts';
import { helpKnowledge } from './help-knowledge.ts';
import { syncHelpKnowledge } from './help-knowledge-sync.ts';
import { lockedHouseAccount } from './house-account.ts';

/**
 * The assistant's own voice: the specification's defaults, its greeting, and none of the
 * sample custom responses (their pricing answer would speak for a business, not the product).
 */
const personality: Personality = {
  ...defaultPersonality,
  greeting: landingAssistantCopy.greeting,
  customResponses: [],
};

/** The account's agent (the first made), active on the widget alone, as set up here. */
async function houseAgent(tx: Database, accountId: AccountId) {
  const fields = {
    name: landingAssistantCopy.name,
    type: 'Support' as const,
    status: 'active' as const,
    channels: ['Webchat' as const],
    personality,
  };
  const [existing] = await tx
    .select({ id: agent.id })
    .from(agent)
    .where(ownedBy(agent, accountId))
    .orderBy(asc(agent.createdAt))
    .limit(1);
  if (existing) {
    await tx.update(agent).set(fields).where(ownedBy(agent, accountId));
    return existing.id;
  }
  const id = randomUUID();
  await tx.insert(agent).values({ id, accountId, ...fields });
  return id;
}

export type LandingAssistant = {
  /** The widget's public id: the landing's snippet names it. */
  publicId: string;
  knowledge: { added: number; removed: number; kept: number };
};

/**
 * The product used on itself: the install's own account with one agent, answering through
 * the website widget on the product's own site (`publicUrl`), from the help center's articles.
 * Made at the first start; at every start after, brought in step with the articles and the
 * address, in one transaction under the account's lock, changing only what differs.
 */
export async function ensureLandingAssistant(
  db: Database,
  { publicUrl, articles = helpArticles }: { publicUrl: string; articles?: readonly HelpArticle[] },
): Promise<LandingAssistant> {
  return db.transaction(async (tx) => {
    const accountId = await lockedHouseAccount(tx);
    const agentId = await houseAgent(tx, accountId);
    const { row } = await webchatRowOf(accountId, tx, agentId);
    await saveWebchatSettings(accountId, tx, agentId, {
      allowedOrigins: [publicUrl],
      color: row.color,
      position: row.position,
      launcherLabel: row.launcherLabel,
      displayName: landingAssistantCopy.name,
      avatarUrl: row.avatarUrl,
      identityRequired: false,
    });
    const knowledge = await syncHelpKnowledge(tx, accountId, helpKnowledge(articles));
    return { publicId: row.publicId, knowledge };
  });
}
