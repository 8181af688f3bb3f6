import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { loadSampleAgents } from '@server/features/agents/sample-agents.ts';
import {
  loadSampleApiKeys,
  loadSampleWhatsappInstances,
} from '@server/features/integrations/sample-integrations.ts';
import { loadSampleKnowledge } from '@server/features/knowledge/sample-knowledge.ts';
import { loadSampleNotifications } from '@server/features/notifications/sample-notifications.ts';
import { loadSamplePersonality } from '@server/features/personality/sample-personality.ts';

/** What some samples need beyond the database: the auth secret seals the sample API keys. */
export type SampleDataContext = { secret: string };

/** Writes one area's sample rows (agents, notifications, keys, …) for a new account. */
export type SampleDataLoader = (
  accountId: AccountId,
  db: Database,
  context: SampleDataContext,
) => Promise<void>;

/** One loader per portal area, each added with its area's tables. */
export const sampleDataLoaders: readonly SampleDataLoader[] = [
  loadSampleNotifications,
  loadSampleAgents,
  loadSamplePersonality,
  loadSampleWhatsappInstances,
  loadSampleApiKeys,
  loadSampleKnowledge,
];

/** Gives an account the specification's sample data, all of it or none. */
export async function loadSampleData(
  db: Database,
  accountId: AccountId,
  loaders = sampleDataLoaders,
  context: SampleDataContext = { secret: '' },
) {
  if (loaders.length === 0) return;
  await db.transaction(async (tx) => {
    for (const load of loaders) await load(accountId, tx, context);
  });
}
