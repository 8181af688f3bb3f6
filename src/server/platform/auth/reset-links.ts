import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { resetMailSent, verification } from '@server/platform/db/schema.ts';
import { resetMailLimit } from './rate-limits.ts';

/**
 * The verification row of a reset link as better-auth stores it with `storeIdentifier:
 * 'hashed'`: the SHA-256 (base64url) of `reset-password:<token>`, the account's id as value.
 * Password reset is the only verification the product uses, so an account's verification
 * rows are its reset links.
 */
const storedIdentifier = (token: string) =>
  createHash('sha256').update(`reset-password:${token}`).digest('base64url');

const windowStart = () => sql`now() - make_interval(secs => ${resetMailLimit.windowSeconds})`;

/** The first key of the lock that serialises one account's reset mails (see failed-sign-ins.ts). */
const MAIL_LOCK_SPACE = 2_022_012;

export type ResetLinks = {
  /**
   * Whether one more reset mail may go to the account now (at most `resetMailLimit` in the
   * window, however many addresses ask); a yes is counted.
   */
  takeMail: (userId: string) => Promise<boolean>;
  /** Ends every link of the account but the one of this token (the newest, just mailed). */
  endAllBut: (userId: string, token: string) => Promise<void>;
  /** Ends one link (made but never mailed). */
  endOne: (token: string) => Promise<void>;
  /** Ends every link of the account: its password was just reset or changed. */
  endAll: (userId: string) => Promise<void>;
};

export function createResetLinks(db: Database): ResetLinks {
  return {
    async takeMail(userId) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}, hashtext(${userId}))`,
        );
        await tx
          .delete(resetMailSent)
          .where(and(eq(resetMailSent.userId, userId), lt(resetMailSent.sentAt, windowStart())));
        const [row] = await tx
          .select({ mails: count() })
          .from(resetMailSent)
          .where(and(eq(resetMailSent.userId, userId), gt(resetMailSent.sentAt, windowStart())));
        if ((row?.mails ?? 0) >= resetMailLimit.maxMails) return false;
        await tx.insert(resetMailSent).values({ userId });
        return true;
      });
    },
    async endAllBut(userId, token) {
      await db
        .delete(verification)
        .where(
          and(eq(verification.value, userId), ne(verification.identifier, storedIdentifier(token))),
        );
    },
    async endOne(token) {
      await db.delete(verification).where(eq(verification.identifier, storedIdentifier(token)));
    },
    async endAll(userId) {
      await db.delete(verification).where(eq(verification.value, userId));
    },
  };
}
