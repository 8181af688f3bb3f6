import type { Briefing, SavedBriefing } from '@shared/briefing.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { businessBriefing } from '@server/platform/db/schema.ts';

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

/** Stores the whole briefing, replacing the previous one. */
export async function saveBriefing(
  accountId: AccountId,
  db: Database,
  briefing: Briefing,
): Promise<SavedBriefing> {
  const now = new Date();
  const [row] = await db
    .insert(businessBriefing)
    .values({ accountId, briefing, updatedAt: now })
    .onConflictDoUpdate({ target: businessBriefing.accountId, set: { briefing, updatedAt: now } })
    .returning();
  return { briefing: row!.briefing, activatedAt: row!.updatedAt.toISOString() };
}
