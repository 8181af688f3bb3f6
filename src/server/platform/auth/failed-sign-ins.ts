import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { MINUTE_MS } from '@shared/durations.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { signInFailure } from '@server/platform/db/schema.ts';
import { accountFailureLimit, addressFailureLimit } from './rate-limits.ts';

/** Who is signing in: the client's address, and whether its browser has signed in to the account before. */
export type SignInClient = { address: string; knownDevice: boolean };

const anonymousClient: SignInClient = { address: '', knownDevice: false };

export type FailedSignIns = {
  /**
   * Takes one of the failures a sign-in may still make, or answers undefined when it may not
   * try now. The attempt counts as a failure from now on, unless it is given back.
   */
  claim: (email: string, client?: SignInClient) => Promise<number | undefined>;
  /** Gives back a claim whose attempt did not fail (the password was right, say). */
  release: (claim: number) => Promise<void>;
  /** Forgets every failure of the account: its owner proved who they are (a reset, a change). */
  clear: (email: string) => Promise<void>;
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
 * The per-account sign-in limits (ASVS 2.2.1): failures are rows with a time and an address,
 * counted over a sliding window, two ways:
 *
 * - per account and address (`addressFailureLimit`): one address guessing at one account
 *   is stopped, and only that address;
 * - per account, whatever the address (`limit`): credential stuffing from many addresses is
 *   stopped, but only for browsers that have never signed in to the account. The owner's own
 *   browser (it holds the known-device cookie) still gets in, so no stranger can keep an
 *   account locked; a completed reset or a password change clears the count.
 *
 * Unknown emails are counted too, so the answer never tells whether an account exists.
 *
 * A sign-in claims its row before the password is checked, counting and inserting under one
 * lock per account: checking first and recording after the (slow) hash let a burst of
 * concurrent attempts all pass the check before any was recorded.
 */
export function createFailedSignIns(
  db: Database,
  limit: FailureLimit = accountFailureLimit,
  perAddress: FailureLimit = addressFailureLimit,
): FailedSignIns {
  let nextSweep = 0;

  async function sweepEveryone() {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_INTERVAL_MS;
    await db.delete(signInFailure).where(lt(signInFailure.failedAt, windowStart(limit)));
  }

  return {
    async claim(email, { address, knownDevice } = anonymousClient) {
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
          .select({
            failures: count(),
            fromAddress: count(
              sql`case when ${signInFailure.clientAddress} = ${address} and ${signInFailure.failedAt} > ${windowStart(perAddress)} then 1 end`,
            ),
          })
          .from(signInFailure)
          .where(
            and(
              eq(signInFailure.emailHash, emailHash),
              gt(signInFailure.failedAt, windowStart(limit)),
            ),
          );
        if ((row?.fromAddress ?? 0) >= perAddress.maxFailures) return undefined;
        if (!knownDevice && (row?.failures ?? 0) >= limit.maxFailures) return undefined;
        const [inserted] = await tx
          .insert(signInFailure)
          .values({ emailHash, clientAddress: address })
          .returning({ id: signInFailure.id });
        return inserted?.id;
      });
      await sweepEveryone();
      return claimed;
    },

    async release(claim) {
      await db.delete(signInFailure).where(eq(signInFailure.id, claim));
    },

    async clear(email) {
      await db.delete(signInFailure).where(eq(signInFailure.emailHash, failureKey(email)));
    },
  };
}
