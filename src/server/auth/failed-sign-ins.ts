import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { signInFailure } from '../db/schema.ts';
import { accountFailureLimit } from './rate-limits.ts';

export type FailedSignIns = {
  /** Whether the account has used up its failures for the window. */
  isLimited: (email: string) => Promise<boolean>;
  /** Counts one failed sign-in on the account. */
  record: (email: string) => Promise<void>;
};

/** The key of an account in the failure table: the normalised email, hashed. */
export function failureKey(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export type FailureLimit = { maxFailures: number; windowSeconds: number };

// The database clock decides the window, so several servers agree.
const windowStart = (limit: FailureLimit) =>
  sql`now() - make_interval(secs => ${limit.windowSeconds})`;

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The per-account sign-in limit (ASVS 2.2.1): failures are rows with a time, counted over a
 * sliding window. Unknown emails are counted too, so the answer never tells whether an
 * account exists.
 */
export function createFailedSignIns(
  db: Database,
  limit: FailureLimit = accountFailureLimit,
): FailedSignIns {
  let nextSweep = 0;

  return {
    async isLimited(email) {
      const [row] = await db
        .select({ failures: count() })
        .from(signInFailure)
        .where(
          and(
            eq(signInFailure.emailHash, failureKey(email)),
            gt(signInFailure.failedAt, windowStart(limit)),
          ),
        );
      return (row?.failures ?? 0) >= limit.maxFailures;
    },

    async record(email) {
      const emailHash = failureKey(email);
      await db.insert(signInFailure).values({ emailHash });
      // Rows that left the window are never read again; drop this account's, and now and
      // then everyone's, so the table stays as small as the window.
      const now = Date.now();
      const everyone = now >= nextSweep;
      if (everyone) nextSweep = now + SWEEP_INTERVAL_MS;
      await db
        .delete(signInFailure)
        .where(
          everyone
            ? lt(signInFailure.failedAt, windowStart(limit))
            : and(
                eq(signInFailure.emailHash, emailHash),
                lt(signInFailure.failedAt, windowStart(limit)),
              ),
        );
    },
  };
}
