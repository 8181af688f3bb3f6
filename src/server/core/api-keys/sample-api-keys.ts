import { sampleApiKeys } from '@shared/integrations.ts';
import { DAY_MS, HOUR_MS } from '@shared/durations.ts';
import { createSecretBox } from '@server/platform/crypto/secret-box.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';
import { createApiKey } from './api-key-store.ts';

/** Two real keys, live-style and test-style, made now: no fixed key is ever shipped. */
export const loadSampleApiKeys: SampleDataLoader = async (accountId, db, context) => {
  if (!context.secret) throw new Error('The sample API keys need the server secret.');
  const box = createSecretBox(context.secret, 'api-key');
  const now = Date.now();
  for (const { name, mode, daysAgo, lastUsedHoursAgo } of sampleApiKeys) {
    await createApiKey(accountId, db, box, {
      name,
      mode,
      createdAt: new Date(now - daysAgo * DAY_MS),
      lastUsedAt: lastUsedHoursAgo === null ? null : new Date(now - lastUsedHoursAgo * HOUR_MS),
    });
  }
};
