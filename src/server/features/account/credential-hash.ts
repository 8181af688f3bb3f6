import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { account, user } from '@server/platform/db/schema.ts';

/** The stored password hash of the account with this email, if it has one. */
export async function credentialHashOf(db: Database, email: string) {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email.trim().toLowerCase()), eq(account.providerId, 'credential')))
    .limit(1);
  return row?.password ?? undefined;
}
