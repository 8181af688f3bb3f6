import { sampleApiKeys, sampleWhatsappInstances } from '@shared/integrations.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shared/durations.ts';
import { createSecretBox } from '@server/platform/crypto/secret-box.ts';
import type { SampleDataLoader } from '@server/features/account/load-sample-data.ts';
import { createApiKey } from './api-key-store.ts';
import { addWhatsappInstance } from './whatsapp-store.ts';

/** Two WhatsApp instances (one connected, one not), dated relative to now. */
export const loadSampleWhatsappInstances: SampleDataLoader = async (accountId, db) => {
  const now = Date.now();
  for (const [index, { minutesAgo, ...instance }] of sampleWhatsappInstances.entries()) {
    await addWhatsappInstance(accountId, db, {
      ...instance,
      lastSync: new Date(now - minutesAgo * MINUTE_MS),
      createdAt: new Date(now - (sampleWhatsappInstances.length - index) * DAY_MS),
    });
  }
};

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
