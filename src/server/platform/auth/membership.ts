import { and, eq, isNull, or } from 'drizzle-orm';
import type { MemberRole } from '@shared/team.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { teamMember, user } from '@server/platform/db/schema.ts';

export type Membership = { accountId: AccountId; role: MemberRole };

/**
 * The account a person signs in to and their role in it: their team's when they joined one,
 * else their own account, which they own.
 */
export async function membershipOf(db: Database, userId: string): Promise<Membership> {
  const [row] = await db
    .select(memberColumns)
    .from(teamMember)
    .where(eq(teamMember.userId, userId))
    .limit(1);
  return membershipFrom(userId, row);
}

/** What a person's `team_member` row says of their membership, for a query that reads it. */
export const memberColumns = { accountId: teamMember.accountId, role: teamMember.role };

/** A person's membership from their `team_member` row: none, their own account, which they own. */
export const membershipFrom = (
  userId: string,
  row: { accountId: string; role: MemberRole } | null | undefined,
): Membership =>
  row
    ? { accountId: row.accountId as AccountId, role: row.role }
    : { accountId: userId as AccountId, role: 'owner' };

/**
 * Who the people of an account are, as a condition on `user` left-joined with `team_member`:
 * everyone with a row in it, and its first user unless a row of their own says they moved to
 * another team (the rule `membershipOf` reads from the person's side).
 */
export const isPersonOf = (accountId: AccountId) =>
  or(eq(teamMember.accountId, accountId), and(eq(user.id, accountId), isNull(teamMember.userId)));
