import { sampleWhatsappInstances } from '@shared/integrations.ts';
import { DAY_MS, MINUTE_MS } from '@shared/durations.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';
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
