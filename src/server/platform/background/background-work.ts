import { randomInt } from 'node:crypto';
import type { Logger } from '@server/platform/logging/logger.ts';

export type BackgroundWork = {
  /**
   * Runs `job` after the request that asked for it has been answered, so the answer's time
   * does not depend on it. A failure is logged under `what`, never thrown at the caller.
   */
  run: (what: string, job: () => Promise<void>) => void;
  /** Resolves when every job started so far has finished (shutdown, tests). */
  settle: () => Promise<void>;
};

/**
 * How long after its answer a job may start, at random. Work done right after an answer slows
 * the next request a little, so its size would show in the time of a request sent at once
 * behind it (a sign-up creating an account weighs more than one mailing an owner); spread
 * over this window, it lands on whatever request happens to run then.
 */
export const BACKGROUND_START_WITHIN_MS = 1000;

/** Work of this process that outlives the request it came from; shutdown waits for it. */
export function createBackgroundWork(
  logger: Logger,
  { startWithinMs = BACKGROUND_START_WITHIN_MS }: { startWithinMs?: number } = {},
): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(what, job) {
      // Even with no spread, the answer is handed to the socket before the job takes a turn.
      const delay = startWithinMs > 0 ? randomInt(startWithinMs) : 0;
      const done: Promise<void> = new Promise<void>((start) =>
        delay > 0 ? setTimeout(start, delay) : setImmediate(start),
      )
        .then(job)
        .catch((err: unknown) => logger.error(`${what} failed`, err))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
