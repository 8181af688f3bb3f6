/** PostgreSQL's codes (SQLSTATE) for the refusals the product answers rather than fails on. */
export const sqlStates = {
  /** An exclusion constraint refused the row: two bookings overlapping on one resource. */
  exclusionViolation: '23P01',
  /** The database ended this transaction to break a deadlock; run again, it goes through. */
  deadlockDetected: '40P01',
} as const;

/** Whether the database refused a statement with this code (as the driver, or Drizzle, threw it). */
export function isSqlState(error: unknown, state: string): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === state || code((error as { cause?: unknown } | null)?.cause) === state;
}

/** How many times a transaction the database ended to break a deadlock is run in all. */
const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs a transaction again when PostgreSQL ended it to break a deadlock. A cascading delete
 * (a conversation's messages, its channel outbox) can meet a worker locking the same rows in
 * another order; the database then ends one of the two, and a person erasing a customer must
 * not see "something went wrong" for it. `work` must be one transaction and nothing else: it
 * is rolled back whole before it runs again.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isSqlState(error, sqlStates.deadlockDetected)) {
        throw error;
      }
    }
  }
}
