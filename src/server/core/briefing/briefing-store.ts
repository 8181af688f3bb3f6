import type { Briefing, SavedBriefing } from '@shared/briefing.ts';
import { widgetLanguageOf } from '@shared/webchat.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { businessBriefing } from '@server/platform/db/schema.ts';
import { copyVoiceToPersonality } from '@server/core/personality/account-voice.ts';

/** The saved briefing, or `briefing: null` before the first 'Activate AI Assistant'. */
export async function getBriefing(accountId: AccountId, db: Database): Promise<SavedBriefing> {
  const [row] = await db
    .select()
    .from(businessBriefing)
    .where(ownedBy(businessBriefing, accountId))
    .limit(1);
  return row
    ? { briefing: row.briefing, activatedAt: row.updatedAt.toISOString() }
    : { briefing: null, activatedAt: null };
}

/**
 * The language the business speaks to its customers before they say theirs: the briefing's
 * first where the widget has texts for it, else English. The widget speaks it, and so do the
 * lines a conversation writes before the customer's messages tell their language.
 */
export async function businessLanguageOf(accountId: AccountId, db: Database) {
  const { briefing } = await getBriefing(accountId, db);
  return widgetLanguageOf(briefing?.languages[0]);
}

/** Stores the whole briefing, replacing the previous one, and its tone in the personality. */
export async function saveBriefing(
  accountId: AccountId,
  db: Database,
  briefing: Briefing,
): Promise<SavedBriefing> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessBriefing)
      .values({ accountId, briefing, updatedAt: now })
      .onConflictDoUpdate({ target: businessBriefing.accountId, set: { briefing, updatedAt: now } })
      .returning();
    await copyVoiceToPersonality(tx, accountId, briefing);
    return { briefing: row!.briefing, activatedAt: row!.updatedAt.toISOString() };
  });
}
