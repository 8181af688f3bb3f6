import { randomUUID } from 'node:crypto';
import { sampleNotifications } from '@shared/notifications.ts';
import { MINUTE_MS } from '@shared/durations.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';
import { notification } from '@server/platform/db/schema.ts';

/** The specification's three notifications, two unread, dated relative to now. */
export const loadSampleNotifications: SampleDataLoader = async (accountId, db) => {
  const now = Date.now();
  await db.insert(notification).values(
    sampleNotifications.map(({ minutesAgo, ...item }) => ({
      ...item,
      id: randomUUID(),
      accountId,
      createdAt: new Date(now - minutesAgo * MINUTE_MS),
    })),
  );
};
