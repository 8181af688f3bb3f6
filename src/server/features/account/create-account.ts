import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { accountInputSchema } from '@shared/auth/auth-schemas.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { session, user } from '@server/platform/db/schema.ts';
import { loadSampleData } from './load-sample-data.ts';

export type NewAccount = {
  email: string;
  password: string;
  /** Display name; the part of the email before '@' when absent. */
  name?: string | undefined;
  /** Also give the account the specification's sample data. */
  sampleData?: boolean | undefined;
};

export type CreatedAccount = { id: AccountId; email: string; name: string };

export type AccountErrorCode =
  'duplicate_email' | 'invalid_email' | 'invalid_password' | 'invalid_name';

/** Why an account could not be created, in one line a person can act on. */
export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const fieldCodes: Record<string, AccountErrorCode> = {
  email: 'invalid_email',
  password: 'invalid_password',
  name: 'invalid_name',
};

/**
 * Creates an account with better-auth's own sign-up (so the password is hashed and stored
 * as at sign-in), its email counted as verified: whoever runs the `users` command (or the
 * demo seeding, or a test) speaks for the address. Self-service sign-up is sign-up.ts.
 */
export async function createAccount(
  db: Database,
  auth: Auth,
  input: NewAccount,
): Promise<CreatedAccount> {
  const email = input.email.trim();
  const parsed = accountInputSchema.safeParse({
    email,
    password: input.password,
    name: input.name ?? email.split('@')[0],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'email');
    const value = field === 'email' ? ` (${email})` : '';
    throw new AccountError(
      fieldCodes[field] ?? 'invalid_email',
      `Invalid ${field}${value}: ${issue?.message}`,
    );
  }
  const { email: normalized, password, name } = parsed.data;
  const duplicate = () =>
    new AccountError('duplicate_email', `An account with the email ${normalized} already exists.`);

  // better-auth answers a known email like a new one (so public sign-up reveals no account):
  // the operator is told here instead.
  if (await accountExists(db, normalized)) throw duplicate();
  let created;
  try {
    created = await auth.api.signUpEmail({ body: { email: normalized, password, name } });
  } catch (err) {
    // The same email created at the same moment elsewhere.
    if (err instanceof APIError && err.body?.code === 'FAILED_TO_CREATE_USER') throw duplicate();
    throw err;
  }
  const id = created.user.id as AccountId;
  const [stored] = await db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.id, id))
    .returning({ id: user.id });
  // better-auth's answer for a known email names a user that was never stored.
  if (!stored) throw duplicate();
  // Should sign-up ever sign the new user in, nobody holds that session's cookie.
  await db.delete(session).where(eq(session.userId, id));
  if (input.sampleData) {
    // The sample API keys are sealed under the server's secret, which better-auth holds.
    const { secret } = await auth.$context;
    await loadSampleData(db, id, undefined, { secret });
  }
  return { id, email: normalized, name };
}

/** Whether an account with this email exists. */
export async function accountExists(db: Database, email: string) {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}
