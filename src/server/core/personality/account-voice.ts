import { sql } from 'drizzle-orm';
import type { Briefing } from '@shared/briefing.ts';
import type { Personality } from '@shared/personality.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { businessBriefing, personalitySettings } from '@server/platform/db/schema.ts';

/**
 * The briefing's tone and response templates are the account personality's tone and custom
 * responses: one voice, edited on either page. Each save writes the other page's copy in the
 * same transaction, so the two never disagree.
 */

/** Gives the briefing (when written) the personality's tone and custom responses. */
export async function copyVoiceToBriefing(tx: Database, accountId: AccountId, from: Personality) {
  const voice: Pick<Briefing, 'tonePreference' | 'responseTemplates'> = {
    tonePreference: from.tone,
    responseTemplates: from.customResponses,
  };
  await tx
    .update(businessBriefing)
    .set({ briefing: sql`${businessBriefing.briefing} || ${JSON.stringify(voice)}::jsonb` })
    .where(ownedBy(businessBriefing, accountId));
}

/** Gives the account's personality the briefing's tone and response templates. */
export async function copyVoiceToPersonality(tx: Database, accountId: AccountId, from: Briefing) {
  // A partial row is complete once read: the store fills what is missing with the defaults.
  const voice: Partial<Personality> = {
    tone: from.tonePreference,
    customResponses: from.responseTemplates,
  };
  await tx
    .insert(personalitySettings)
    .values({ accountId, settings: voice as Personality })
    .onConflictDoUpdate({
      target: personalitySettings.accountId,
      set: {
        settings: sql`${personalitySettings.settings} || ${JSON.stringify(voice)}::jsonb`,
        updatedAt: new Date(),
      },
    });
}
