import { eq } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountPreference, user } from '@server/platform/db/schema.ts';

/** Who is mailed about a hand-over: the account's address, unless the profile said no. */
export async function handoverRecipient(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      handoverEmails: accountPreference.handoverEmails,
    })
    .from(user)
    .leftJoin(accountPreference, eq(accountPreference.accountId, user.id))
    .where(eq(user.id, accountId))
    .limit(1);
  if (!row || row.handoverEmails === false) return undefined;
  return { email: row.email, name: row.name };
}
