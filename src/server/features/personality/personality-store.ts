import { defaultPersonality, type Personality } from '@shared/personality.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { personalitySettings } from '@server/platform/db/schema.ts';

/** The account's personality settings; the specification's defaults until first saved. */
export async function getPersonality(accountId: AccountId, db: Database): Promise<Personality> {
  const [row] = await db
    .select({ settings: personalitySettings.settings })
    .from(personalitySettings)
    .where(ownedBy(personalitySettings, accountId))
    .limit(1);
  return row?.settings ?? defaultPersonality;
}

export async function savePersonality(
  accountId: AccountId,
  db: Database,
  settings: Personality,
): Promise<Personality> {
  const [row] = await db
    .insert(personalitySettings)
    .values({ accountId, settings })
    .onConflictDoUpdate({
      target: personalitySettings.accountId,
      set: { settings, updatedAt: new Date() },
    })
    .returning({ settings: personalitySettings.settings });
  return row!.settings;
}
