import { eq } from 'drizzle-orm';
import { isPersonOf } from '@server/platform/auth/membership.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { memberPreference, teamMember, user } from '@server/platform/db/schema.ts';

/**
 * Who is mailed about a hand-over: each person of the team (its first user unless ownership
 * moved or they joined another team, and everyone with a row in it) who did not turn the
 * mail off on their profile.
 */
export async function handoverRecipients(accountId: AccountId, db: Database) {
  const rows = await db
    .select({
      email: user.email,
      name: user.name,
      handoverEmails: memberPreference.handoverEmails,
    })
    .from(user)
    .leftJoin(teamMember, eq(teamMember.userId, user.id))
    .leftJoin(memberPreference, eq(memberPreference.userId, user.id))
    .where(isPersonOf(accountId));
  return rows
    .filter((row) => row.handoverEmails !== false)
    .map((row) => ({ email: row.email, name: row.name }));
}
