import { asc, eq } from 'drizzle-orm';
import { type AvailabilityStatus, effectiveAvailability } from '@shared/assignment.ts';
import { isPersonOf } from '@server/platform/auth/membership.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { memberAvailability, teamMember, user } from '@server/platform/db/schema.ts';

export type AccountPerson = { userId: string; name: string; status: AvailabilityStatus };

/**
 * The people of an account (its first user unless a row of their own says they moved, and
 * everyone with a row in the account), each with their availability now, in the order they
 * joined: the order the rotation follows.
 */
export async function accountPeople(
  accountId: AccountId,
  db: Database,
  now = new Date(),
): Promise<AccountPerson[]> {
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      chosen: memberAvailability.status,
      lastSeenAt: memberAvailability.lastSeenAt,
    })
    .from(user)
    .leftJoin(teamMember, eq(teamMember.userId, user.id))
    .leftJoin(memberAvailability, eq(memberAvailability.userId, user.id))
    .where(isPersonOf(accountId))
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    status: effectiveAvailability(row.chosen ?? 'online', row.lastSeenAt, now),
  }));
}
