import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import { VERIFY_EMAIL_TOKEN_TTL_SECONDS, verifyEmailLink } from '@shared/auth/auth-api.ts';
import { paths } from '@shared/paths.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { signupMailKinds } from '@server/platform/db/schema.ts';
import { signupMailSent } from '@server/platform/db/schema.ts';
import { existingAccountMail } from '@server/platform/mail/existing-account-mail.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { verifyEmailMail } from '@server/platform/mail/verify-email-mail.ts';
import { signupMailLimit } from './rate-limits.ts';

type SignupMailKind = (typeof signupMailKinds)[number];
type Recipient = { id: string; email: string; name: string };

/** The first key of the lock that serialises one account's sign-up mails (see failed-sign-ins.ts). */
const MAIL_LOCK_SPACE = 2_022_013;

const windowStart = () => sql`now() - make_interval(secs => ${signupMailLimit.windowSeconds})`;

export type SignupMails = {
  /**
   * Mails the account a link to the page where the mailbox's owner chooses the password that
   * verifies the email and signs them in (`token` when better-auth made one, a new one
   * otherwise), unless its hourly allowance is spent.
   */
  verifyEmail: (recipient: Recipient, token?: string) => Promise<void>;
  /** Tells an owner someone tried to sign up with their address, within the same allowance. */
  existingAccount: (owner: Recipient) => Promise<void>;
};

/**
 * The mails of sign-up. Each goes out in the background, so an answer takes as long whether
 * or not a mail was sent; past the allowance nothing is sent and the caller cannot tell.
 */
export function createSignupMails({
  db,
  mailer,
  publicUrl,
  secret,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}): SignupMails {
  /** Whether one more mail of `kind` may go to the account now; a yes is counted. */
  async function takeMail(userId: string, kind: SignupMailKind) {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}, hashtext(${`${kind}:${userId}`}))`,
      );
      const mine = and(eq(signupMailSent.userId, userId), eq(signupMailSent.kind, kind));
      await tx.delete(signupMailSent).where(and(mine, lt(signupMailSent.sentAt, windowStart())));
      const [row] = await tx
        .select({ mails: count() })
        .from(signupMailSent)
        .where(and(mine, gt(signupMailSent.sentAt, windowStart())));
      if ((row?.mails ?? 0) >= signupMailLimit.maxMails) return false;
      await tx.insert(signupMailSent).values({ userId, kind });
      return true;
    });
  }

  return {
    async verifyEmail(recipient, token) {
      if (!(await takeMail(recipient.id, 'verify-email'))) return;
      const linkToken =
        token ??
        (await createEmailVerificationToken(
          secret,
          recipient.email,
          undefined,
          VERIFY_EMAIL_TOKEN_TTL_SECONDS,
          { userId: recipient.id },
        ));
      mailer.sendInBackground(verifyEmailMail(recipient, verifyEmailLink(publicUrl, linkToken)));
    },
    async existingAccount(owner) {
      if (!(await takeMail(owner.id, 'existing-account'))) return;
      mailer.sendInBackground(
        existingAccountMail(owner, {
          signIn: new URL(paths.login, publicUrl).toString(),
          resetPassword: new URL(paths.forgotPassword, publicUrl).toString(),
        }),
      );
    },
  };
}
