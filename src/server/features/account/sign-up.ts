import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { SignupAnswer, SignupInput } from '@shared/auth/auth-schemas.ts';
import { subscribeNewAccount } from '@server/features/billing/subscription-store.ts';
import type { PaymentGateway } from '@server/features/billing/payment-gateway.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import type { SignupMails } from '@server/platform/auth/signup-mails.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { user } from '@server/platform/db/schema.ts';

export type SignUpDeps = {
  db: Database;
  auth: Auth;
  gateway: PaymentGateway;
  mails: SignupMails;
};

/**
 * Self-service sign-up: better-auth creates the account (unverified, with no session) and the
 * chosen plan's first month is charged; then the verification link is mailed. An email that
 * already has an account gets the same answer, in about the same time (better-auth hashes the
 * password all the same, and mails the owner in the background instead), so the answer tells
 * nobody whether an address has an account.
 */
export async function signUp(
  { db, auth, gateway, mails }: SignUpDeps,
  { name, email, password, planId }: SignupInput,
): Promise<SignupAnswer> {
  let answeredId: string;
  try {
    answeredId = (await auth.api.signUpEmail({ body: { name, email, password } })).user.id;
  } catch (err) {
    // The same email signed up at the same moment by another request: a known email.
    if (err instanceof APIError && err.body?.code === 'FAILED_TO_CREATE_USER') return { email };
    throw err;
  }
  // For a known email better-auth answers with a user that was never stored.
  const [created] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, answeredId))
    .limit(1);
  if (!created) return { email };

  const accountId = created.id as AccountId;
  try {
    await subscribeNewAccount(accountId, db, planId, gateway);
  } catch (err) {
    // Unpaid, the account is not made: the owner may sign up again with the same email.
    await db.delete(user).where(eq(user.id, accountId));
    throw err;
  }
  await mails.verifyEmail({ id: accountId, email, name });
  return { email };
}
