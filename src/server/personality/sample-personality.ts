import { defaultPersonality } from '@shared/personality.ts';
import { personalitySettings } from '../db/schema.ts';
import type { SampleDataLoader } from '../sample-data/load-sample-data.ts';

/** The specification's personality defaults, stored so the sample account starts with them. */
export const loadSamplePersonality: SampleDataLoader = async (accountId, db) => {
  await db.insert(personalitySettings).values({ accountId, settings: defaultPersonality });
};
