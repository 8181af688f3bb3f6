import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { landingAssistantCopy } from '@shared/landing/landing-assistant.ts';
import { type AccountId, lockAccount } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountPlan, user } from '@server/platform/db/schema.ts';

/**
 * The install's own account, which answers on the landing. Its address is on `.invalid`, a
 * domain that never receives mail (RFC 2606), and it has no password: nobody signs in to it,
 * and neither a sign-up nor a reset link for the address reaches anyone.
 */
export const HOUSE_ACCOUNT_EMAIL = 'landing-assistant@house.invalid';

/**
 * The house account's id, made the first time and locked for the rest of the caller's
 * transaction, so servers starting together on one database set it up one after the other.
 * It is on the Professional plan: the landing's visitors are not to run out of conversations.
 */
export async function lockedHouseAccount(tx: Database): Promise<AccountId> {
  await tx
    .insert(user)
    .values({
      id: randomUUID(),
      name: landingAssistantCopy.name,
      email: HOUSE_ACCOUNT_EMAIL,
      emailVerified: true,
    })
    .onConflictDoNothing({ target: user.email });
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, HOUSE_ACCOUNT_EMAIL))
    .limit(1);
  const accountId = row!.id as AccountId;
  await lockAccount(tx, accountId);
  await tx
    .insert(accountPlan)
    .values({ accountId, planId: 'professional' })
    .onConflictDoUpdate({ target: accountPlan.accountId, set: { planId: 'professional' } });
  return accountId;
}
