import { setTimeout as sleep } from 'node:timers/promises';
import { SITE_CONCURRENCY } from './crawl-settings.ts';

/**
 * The pace of a crawl's requests to one site: at most `SITE_CONCURRENCY` at once, and, when the
 * site's robots.txt asks for a crawl-delay, each request starting that long after the one before.
 * Waiting ends at once when the crawl is cancelled.
 */
export class SitePace {
  private running = 0;
  private readonly queued: (() => void)[] = [];
  private nextStart = 0;
  private delayMs = 0;

  constructor(private readonly signal: AbortSignal) {}

  /** The site's crawl-delay, in seconds; only a longer delay than the one in force replaces it. */
  slowTo(seconds: number | undefined) {
    if (seconds && Number.isFinite(seconds) && seconds > 0) {
      this.delayMs = Math.max(this.delayMs, seconds * 1000);
    }
  }

  async run<T>(request: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      const now = Date.now();
      const start = Math.max(now, this.nextStart);
      this.nextStart = start + this.delayMs;
      if (start > now) await sleep(start - now, undefined, { signal: this.signal });
      this.signal.throwIfAborted();
      return await request();
    } finally {
      this.running -= 1;
      this.queued.shift()?.();
    }
  }

  private async turn() {
    this.signal.throwIfAborted();
    if (this.running < SITE_CONCURRENCY) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        this.signal.removeEventListener('abort', onAbort);
        this.running += 1;
        resolve();
      };
      const onAbort = () => {
        const at = this.queued.indexOf(start);
        if (at >= 0) this.queued.splice(at, 1);
        reject(this.signal.reason);
      };
      this.signal.addEventListener('abort', onAbort, { once: true });
      this.queued.push(start);
    });
  }
}
