import { defaultPersonality } from '@shared/personality.ts';
import { personalitySettings } from '@server/platform/db/schema.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';

/** The specification's personality defaults, stored so the sample account starts with them. */
export const loadSamplePersonality: SampleDataLoader = async (accountId, db) => {
  await db.insert(personalitySettings).values({ accountId, settings: defaultPersonality });
};
