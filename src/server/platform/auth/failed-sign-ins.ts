import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { MINUTE_MS } from '@shared/durations.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { signInFailure } from '@server/platform/db/schema.ts';
import { accountFailureLimit } from './rate-limits.ts';

export type FailedSignIns = {
  /**
   * Takes one of the account's failures for a sign-in about to check its password, or
   * answers undefined when the window has none left. The attempt counts as a failure from
   * now on, unless it is given back.
   */
  claim: (email: string) => Promise<number | undefined>;
  /** Gives back a claim whose attempt did not fail (the password was right, say). */
  release: (claim: number) => Promise<void>;
};

/** The key of an account in the failure table: the normalised email, hashed. */
export function failureKey(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export type FailureLimit = { maxFailures: number; windowSeconds: number };

// The database clock decides the window, so several servers agree.
const windowStart = (limit: FailureLimit) =>
  sql`now() - make_interval(secs => ${limit.windowSeconds})`;

/**
 * The first key of the transaction lock that serialises one account's claims; the second is
 * the account's. (Two-key advisory locks never meet the one-key migration lock.)
 */
const CLAIM_LOCK_SPACE = 2_022_011;

const SWEEP_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * The per-account sign-in limit (ASVS 2.2.1): failures are rows with a time, counted over a
 * sliding window. Unknown emails are counted too, so the answer never tells whether an
 * account exists.
 *
 * A sign-in claims its row before the password is checked, counting and inserting under one
 * lock per account: checking first and recording after the (slow) hash let a burst of
 * concurrent attempts all pass the check before any was recorded.
 */
export function createFailedSignIns(
  db: Database,
  limit: FailureLimit = accountFailureLimit,
): FailedSignIns {
  let nextSweep = 0;

  async function sweepEveryone() {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_INTERVAL_MS;
    await db.delete(signInFailure).where(lt(signInFailure.failedAt, windowStart(limit)));
  }

  return {
    async claim(email) {
      const emailHash = failureKey(email);
      const claimed = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${CLAIM_LOCK_SPACE}, hashtext(${emailHash}))`,
        );
        // Rows that left the window are never read again.
        await tx
          .delete(signInFailure)
          .where(
            and(
              eq(signInFailure.emailHash, emailHash),
              lt(signInFailure.failedAt, windowStart(limit)),
            ),
          );
        const [row] = await tx
          .select({ failures: count() })
          .from(signInFailure)
          .where(
            and(
              eq(signInFailure.emailHash, emailHash),
              gt(signInFailure.failedAt, windowStart(limit)),
            ),
          );
        if ((row?.failures ?? 0) >= limit.maxFailures) return undefined;
        const [inserted] = await tx
          .insert(signInFailure)
          .values({ emailHash })
          .returning({ id: signInFailure.id });
        return inserted?.id;
      });
      await sweepEveryone();
      return claimed;
    },

    async release(claim) {
      await db.delete(signInFailure).where(eq(signInFailure.id, claim));
    },
  };
}
