import { randomUUID } from 'node:crypto';
import { sampleAgents } from '@shared/agents.ts';
import { MINUTE_MS } from '@shared/durations.ts';
import { agent } from '@server/platform/db/schema.ts';
import type { SampleDataLoader } from '@server/features/account/load-sample-data.ts';

/** The specification's three sample agents, created a second apart so the grid keeps their order. */
export const loadSampleAgents: SampleDataLoader = async (accountId, db) => {
  const now = Date.now();
  await db.insert(agent).values(
    sampleAgents.map(({ minutesAgo, ...item }, index) => ({
      ...item,
      channels: [...item.channels],
      id: randomUUID(),
      accountId,
      lastActive: new Date(now - minutesAgo * MINUTE_MS),
      createdAt: new Date(now - (sampleAgents.length - index) * 1000),
    })),
  );
};
