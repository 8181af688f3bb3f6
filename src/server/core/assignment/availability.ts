import { eq } from 'drizzle-orm';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  type Availability,
  type AvailabilityStatus,
  effectiveAvailability,
  type Teammate,
} from '@shared/assignment.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { memberAvailability } from '@server/platform/db/schema.ts';
import { accountPeople } from './account-people.ts';

const toAvailability = (
  row: { status: AvailabilityStatus; lastSeenAt: Date | null } | undefined,
  now: Date,
): Availability => ({
  chosen: row?.status ?? 'online',
  status: effectiveAvailability(row?.status ?? 'online', row?.lastSeenAt ?? null, now),
  lastSeenAt: row?.lastSeenAt?.toISOString() ?? null,
});

/** The signed-in person's availability: what they chose, and what the team sees now. */
export async function getAvailability(
  accountId: AccountId,
  db: Database,
  userId: string,
  now = new Date(),
): Promise<Availability> {
  const [row] = await db
    .select()
    .from(memberAvailability)
    .where(ownedBy(memberAvailability, accountId, eq(memberAvailability.userId, userId)));
  return toAvailability(row, now);
}

/** A person chooses their availability; choosing is activity, so they are seen now too. */
export async function setAvailability(
  accountId: AccountId,
  db: Database,
  userId: string,
  status: AvailabilityStatus,
  now = new Date(),
): Promise<Availability> {
  const [row] = await db
    .insert(memberAvailability)
    .values({ userId, accountId, status, lastSeenAt: now })
    .onConflictDoUpdate({
      target: memberAvailability.userId,
      set: { accountId, status, lastSeenAt: now },
    })
    .returning();
  return toAvailability(row, now);
}

/** The portal saw the person act: the silence that makes them away starts again. */
export async function recordActivity(
  accountId: AccountId,
  db: Database,
  userId: string,
  now = new Date(),
) {
  await db
    .insert(memberAvailability)
    .values({ userId, accountId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: memberAvailability.userId,
      set: { accountId, lastSeenAt: now },
    });
}

/** The team with each person's availability now: whom a conversation can be given to. */
export async function listTeammates(accountId: AccountId, db: Database): Promise<Teammate[]> {
  return accountPeople(accountId, db);
}

/**
 * Whether anyone of the account's team is online right now (away and offline do not count):
 * what a customer can be told before waiting for a person.
 */
export async function anyoneAvailable(accountId: AccountId, db: Database): Promise<boolean> {
  return (await accountPeople(accountId, db)).some((person) => person.status === 'online');
}
