import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type {
  SampleDataContext,
  SampleDataLoader,
} from '@server/platform/db/sample-data-loader.ts';
import { loadSampleAgents } from '@server/core/agents/sample-agents.ts';
import { loadSampleApiKeys } from '@server/core/api-keys/sample-api-keys.ts';
import { loadSampleWhatsappInstances } from '@server/channels/whatsapp/sample-whatsapp-instances.ts';
import { loadSampleKnowledge } from '@server/runtime/knowledge/sample-knowledge.ts';
import { loadSampleNotifications } from '@server/core/notifications/sample-notifications.ts';
import { loadSamplePersonality } from '@server/core/personality/sample-personality.ts';

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
