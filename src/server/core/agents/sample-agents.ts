import { randomUUID } from 'node:crypto';
import { sampleAgents } from '@shared/agents.ts';
import { agent } from '@server/platform/db/schema.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';

/** The specification's three sample agents, created a second apart so the grid keeps their order. */
export const loadSampleAgents: SampleDataLoader = async (accountId, db) => {
  const now = Date.now();
  await db.insert(agent).values(
    sampleAgents.map((item, index) => ({
      ...item,
      channels: [...item.channels],
      id: randomUUID(),
      accountId,
      createdAt: new Date(now - (sampleAgents.length - index) * 1000),
    })),
  );
};
