import { eq } from 'drizzle-orm';
import type { SignupAnswer, SignupInput } from '@shared/auth/auth-schemas.ts';
import type { BillingProvider } from '@shared/billing.ts';
import { startTrial } from '@server/core/plans/billing-store.ts';
import { hashPassword } from '@server/platform/auth/password-hashing.ts';
import { newAuthRowId } from '@server/platform/auth/row-ids.ts';
import type { SignupMails } from '@server/platform/auth/signup-mails.ts';
import type { BackgroundWork } from '@server/platform/background/background-work.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { account, user } from '@server/platform/db/schema.ts';
import { createWebsite } from '@server/runtime/knowledge/website/website-store.ts';

export type SignUpDeps = {
  db: Database;
  /** The install's payment provider, whose trial a new account starts. */
  billingProvider: BillingProvider;
  mails: SignupMails;
  background: BackgroundWork;
};

type Enrolment = Omit<SignupInput, 'password'> & { passwordHash: string };

/**
 * Self-service sign-up. Every request takes the same steps to its answer, whether or not the
 * email has an account: the password is hashed, and the answer goes out. Everything that
 * differs by address runs after it (enrol below), so neither the answer nor its time tells
 * whether an address has an account. The hash stays on the request, where it costs the client
 * its own time: in the background, a client could queue hashing faster than it is answered.
 */
export async function signUp(
  { db, billingProvider, mails, background }: SignUpDeps,
  { name, email, password, planId, website }: SignupInput,
): Promise<SignupAnswer> {
  const passwordHash = await hashPassword(password);
  background.run('Sign-up', () =>
    enrol({ db, billingProvider, mails }, { name, email, planId, website, passwordHash }),
  );
  return { email };
}

/**
 * What a sign-up does for its address. A new email gets its account, unverified, on the plan
 * chosen in its free trial, and the link that verifies it. An owner gets a note
 * that someone tried. An account still waiting for its owner is left as it is (no second
 * trial, and no name, plan or password of whoever signed up this time): its address gets a
 * fresh link, with which the mailbox's owner chooses the password.
 */
async function enrol(
  { db, billingProvider, mails }: Omit<SignUpDeps, 'background'>,
  pending: Enrolment,
) {
  const known = await accountWithEmail(db, pending.email);
  if (known?.emailVerified) return mails.existingAccount(known);
  if (known) return mails.verifyEmail(known);
  const created = await createUnverifiedAccount(db, billingProvider, pending);
  if (created) return mails.verifyEmail(created);
  // The same email signed up at the same moment by another request: it is known now.
  const winner = await accountWithEmail(db, pending.email);
  if (winner && !winner.emailVerified) return mails.verifyEmail(winner);
  if (winner) return mails.existingAccount(winner);
}

async function accountWithEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return row;
}

/**
 * The account, its credential (the password typed at sign-up, which only lets its typist ask
 * for the link again: see verify-sign-up.ts) and its plan in its trial, together or not at all. Undefined when the email was taken meanwhile.
 */
async function createUnverifiedAccount(
  db: Database,
  billingProvider: BillingProvider,
  { name, email, planId, website, passwordHash }: Enrolment,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({ id: newAuthRowId(), name, email, emailVerified: false })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id, email: user.email, name: user.name });
    if (!created) return undefined;
    await tx.insert(account).values({
      id: newAuthRowId(),
      accountId: created.id,
      providerId: 'credential',
      userId: created.id,
      password: passwordHash,
    });
    await startTrial(created.id as AccountId, tx, planId, billingProvider);
    // Read only once the email is verified: an unverified sign-up never makes the service
    // visit an address (verify-sign-up.ts starts it).
    if (website) await createWebsite(created.id as AccountId, tx, { address: website });
    return created;
  });
}
