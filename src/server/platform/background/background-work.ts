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

/** Work of this process that outlives the request it came from; shutdown waits for it. */
export function createBackgroundWork(logger: Logger): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(what, job) {
      // setImmediate: the answer is handed to the socket before the job takes a turn.
      const done: Promise<void> = new Promise<void>((start) => setImmediate(start))
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
