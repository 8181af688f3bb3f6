import { customerLines } from '@shared/customer-lines.ts';
import { type OfficeHours, type OfficeHoursInput } from '@shared/office-hours.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { officeHours } from '@server/platform/db/schema.ts';
import { officeStatus } from './office-status.ts';

/** The account's office hours; null while it has none and is always open. */
export async function readOfficeRules(
  accountId: AccountId,
  db: Database,
): Promise<OfficeHours['hours']> {
  const [row] = await db
    .select({
      timeZone: officeHours.timeZone,
      weeklyHours: officeHours.weeklyHours,
      closedDays: officeHours.closedDays,
    })
    .from(officeHours)
    .where(ownedBy(officeHours, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the team answers now and when it is back, in words of `language`. `anyoneAvailable`
 * says whether a person of the team is there to answer; nobody is counts as closed.
 */
export async function currentOfficeStatus(
  accountId: AccountId,
  db: Database,
  {
    now = new Date(),
    anyoneAvailable = true,
    language = 'en',
  }: { now?: Date; anyoneAvailable?: boolean; language?: WidgetLanguage } = {},
) {
  const rules = await readOfficeRules(accountId, db);
  return officeStatus(rules, now, anyoneAvailable, customerLines[language].backOn);
}

/** The hours as the portal shows them, with whether the team is open now. */
export async function getOfficeHours(
  accountId: AccountId,
  db: Database,
  now = new Date(),
): Promise<OfficeHours> {
  const hours = await readOfficeRules(accountId, db);
  return { hours, now: officeStatus(hours, now) };
}

/** Replaces the account's office hours. */
export async function saveOfficeHours(
  accountId: AccountId,
  db: Database,
  input: OfficeHoursInput,
  now = new Date(),
): Promise<OfficeHours> {
  const weeklyHours = [...input.weeklyHours].sort(
    (a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens),
  );
  const closedDays = [...input.closedDays].sort();
  const values = { timeZone: input.timeZone, weeklyHours, closedDays };
  await db
    .insert(officeHours)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: officeHours.accountId, set: { ...values, updatedAt: now } });
  return getOfficeHours(accountId, db, now);
}

/** Removes the office hours: the team is always open again. */
export async function clearOfficeHours(
  accountId: AccountId,
  db: Database,
  now = new Date(),
): Promise<OfficeHours> {
  await db.delete(officeHours).where(ownedBy(officeHours, accountId));
  return getOfficeHours(accountId, db, now);
}
