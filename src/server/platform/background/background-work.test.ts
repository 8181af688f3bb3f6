import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@server/platform/logging/logger.ts';
import { BACKGROUND_START_WITHIN_MS, createBackgroundWork } from './background-work.ts';

const quietLogger = (): Logger => ({ info: vi.fn(), error: vi.fn() });

describe('background work', () => {
  afterEach(() => vi.useRealTimers());

  it('starts each job only after its caller has gone on, within the window, and settles when all are done', async () => {
    vi.useFakeTimers();
    const work = createBackgroundWork(quietLogger());
    let started = 0;
    let finished = 0;
    for (let i = 0; i < 10; i += 1) {
      work.run('Job', async () => {
        started += 1;
        await Promise.resolve();
        finished += 1;
      });
    }
    await Promise.resolve();
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(BACKGROUND_START_WITHIN_MS);
    expect(started).toBe(10);
    await work.settle();
    expect(finished).toBe(10);
  });

  it('logs a failed job instead of throwing it, and still settles', async () => {
    const logger = quietLogger();
    const work = createBackgroundWork(logger, { startWithinMs: 0 });
    const failure = new Error('the database went away');
    work.run('Sign-up', () => Promise.reject(failure));
    await work.settle();
    expect(logger.error).toHaveBeenCalledWith('Sign-up failed', failure);
  });
});
