import { knowledgeCopy } from '@shared/knowledge.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { SessionLock } from '@server/platform/db/session-lock.ts';
import { TooMany } from '@server/platform/errors/domain-errors.ts';
import { slots } from '@server/platform/workers/slots.ts';

/** Runs a job in the account's turn (see createDocumentQueue). */
export type DocumentQueue = <T>(accountId: AccountId, job: () => Promise<T>) => Promise<T>;

/**
 * Uploads and re-indexing, each reading a file and writing its passages, in turns: one job
 * at a time per account, and at most `slots` jobs at once in the process, so one account's
 * documents never take every reader (an account's next job joins the line only when its
 * previous one ends, so accounts take turns). An account with `maxWaiting` jobs already
 * waiting is told to come back (429). Across server processes the account's turn is also a
 * `lock` every process respects (a PostgreSQL advisory lock), taken inside a slot so a
 * process holds at most `slots` of the database's connections for it.
 */
export function createDocumentQueue({
  slots: count,
  maxWaiting,
  lock,
}: {
  slots: number;
  maxWaiting: number;
  lock: SessionLock;
}): DocumentQueue {
  const inSlot = slots(count);
  const accounts = new Map<AccountId, { last: Promise<void>; jobs: number }>();
  return async (accountId, job) => {
    const account = accounts.get(accountId) ?? { last: Promise.resolve(), jobs: 0 };
    // One job runs; the others wait.
    if (account.jobs > maxWaiting) throw new TooMany(knowledgeCopy.readingQueueFull);
    account.jobs++;
    accounts.set(accountId, account);
    const previous = account.last;
    let done!: () => void;
    account.last = new Promise((resolve) => (done = resolve));
    try {
      await previous;
      return await inSlot(() => lock(`knowledge-documents:${accountId}`, job));
    } finally {
      if (--account.jobs === 0) accounts.delete(accountId);
      done();
    }
  };
}
