import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { websiteCopy, websitePageLimits } from '@shared/website-knowledge.ts';
import type { BackgroundWork } from '@server/platform/background/background-work.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { website, websitePage } from '@server/platform/db/schema.ts';
import { holdLease, releaseLease } from '@server/platform/db/worker-lease.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import { crawlerUserAgent } from './crawl-settings.ts';
import { crawlWebsite } from './crawl-website.ts';
import { previousPages, storeCrawledPages } from './store-crawled-pages.ts';
import type { CrawlProgress } from './website-crawl.ts';
import {
  claimCrawl,
  dueWebsites,
  nextCrawlAfter,
  requestCancel,
  type WebsiteRow,
  websiteRow,
} from './website-store.ts';

const LEASE = 'website-crawls';

export type WebsiteCrawlerTimings = {
  /** The rest between two looks for websites whose scheduled crawl is due. */
  idleMs: number;
  /** How long the scheduling process's lease lasts unrenewed; renewed before each crawl. */
  leaseMs: number;
};

export const defaultWebsiteCrawlerTimings: WebsiteCrawlerTimings = {
  idleMs: 60_000,
  leaseMs: 10 * 60_000,
};

/**
 * How often a running crawl looks whether it was asked to stop (by a request to any process):
 * besides each page's report, since one slow page can take the request timeout.
 */
const CANCEL_CHECK_MS = 500;

/** Scheduled crawls taken in one round; the next round takes the rest. */
const DUE_PER_ROUND = 10;

/**
 * Runs websites' crawls: one an owner asks for at once (in the background of the request's
 * process), and the scheduled ones from the process that holds the lease, one after another.
 * The database says which crawl runs (one per website, whichever process asked) and carries
 * a cancel to whichever process runs it, which reads it with the next page.
 */
export function createWebsiteCrawler(deps: {
  db: Database;
  fetch: OutboundFetch;
  publicUrl: string;
  background: BackgroundWork;
  logger: Logger;
  /** Told when a crawl changed the account's knowledge (the embedder reads it then). */
  onKnowledgeChanged?: (accountId: AccountId) => void;
  timings?: Partial<WebsiteCrawlerTimings>;
}) {
  const { db, logger, background } = deps;
  const timings = { ...defaultWebsiteCrawlerTimings, ...deps.timings };
  const userAgent = crawlerUserAgent(deps.publicUrl);
  const holder = randomUUID();
  const running = new Map<string, AbortController>();
  let leader = false;
  let looping = false;
  let stopping = new AbortController();
  let loop: Promise<void> = Promise.resolve();

  /** Stops the crawl when the database says it was asked to stop. */
  async function checkCancel(row: WebsiteRow, controller: AbortController) {
    const [stored] = await db
      .select({ state: website.crawlState })
      .from(website)
      .where(ownedBy(website, row.accountId as AccountId, eq(website.id, row.id)));
    if (!stored || stored.state === 'cancelling') controller.abort();
  }

  /** Writes the crawl's counts and heartbeat, and stops it when it was asked to stop. */
  async function report(row: WebsiteRow, progress: CrawlProgress, controller: AbortController) {
    const [stored] = await db
      .update(website)
      .set({
        pagesFound: progress.found,
        pagesIndexed: progress.indexed,
        pagesSkipped: progress.skipped,
        crawlHeartbeatAt: new Date(),
      })
      .where(ownedBy(website, row.accountId as AccountId, eq(website.id, row.id)))
      .returning({ state: website.crawlState });
    if (!stored || stored.state === 'cancelling') controller.abort();
  }

  async function crawl(row: WebsiteRow) {
    const accountId = row.accountId as AccountId;
    const controller = new AbortController();
    running.set(row.id, controller);
    const stop = () => controller.abort();
    stopping.signal.addEventListener('abort', stop);
    const watch = setInterval(() => {
      checkCancel(row, controller).catch((error: unknown) =>
        logger.error('Reading whether a crawl was cancelled failed', error),
      );
    }, CANCEL_CHECK_MS);
    let reports = Promise.resolve();
    let failure: string | null = null;
    let cancelled = false;
    let limitReached = false;
    try {
      const plan = await currentPlan(accountId, db);
      const result = await crawlWebsite({
        start: row.address,
        include: row.include,
        exclude: row.exclude,
        depth: row.depth,
        fetch: deps.fetch,
        userAgent,
        pageLimit: websitePageLimits[plan.id],
        previous: await previousPages(db, accountId, row.id),
        signal: controller.signal,
        onProgress: (progress) => {
          // In order, one after the other: the last written is the latest count.
          reports = reports
            .then(() => report(row, progress, controller))
            .catch((error: unknown) => logger.error('Saving a crawl’s progress failed', error));
        },
      });
      await reports;
      await storeCrawledPages(db, accountId, row.id, result);
      deps.onKnowledgeChanged?.(accountId);
      // Asked to stop as the last page came in: the owner's word stands.
      cancelled = result.cancelled || controller.signal.aborted;
      limitReached = result.limitReached;
    } catch (error) {
      await reports;
      logger.error('Crawling a website failed', error);
      failure = websiteCopy.startUnreadable;
    } finally {
      clearInterval(watch);
      running.delete(row.id);
      stopping.signal.removeEventListener('abort', stop);
    }
    await finish(row, { failure, cancelled, limitReached });
  }

  /** The crawl's last state, counted from the pages stored, and when the schedule reads it next. */
  async function finish(
    row: WebsiteRow,
    outcome: { failure: string | null; cancelled: boolean; limitReached: boolean },
  ) {
    const finishedAt = new Date();
    const [current] = await db
      .select({ schedule: website.schedule })
      .from(website)
      .where(eq(website.id, row.id));
    if (!current) return;
    // Pages that give knowledge, and pages met that give none (not those gone from the site).
    const [counts] = await db
      .select({
        indexed: sql<number>`count(*) filter (where ${websitePage.state} = 'indexed')::int`,
        skipped: sql<number>`count(*) filter (where ${websitePage.state} not in ('indexed', 'noLongerOnSite'))::int`,
      })
      .from(websitePage)
      .where(ownedBy(websitePage, row.accountId as AccountId, eq(websitePage.websiteId, row.id)));
    const indexed = Number(counts?.indexed ?? 0);
    const skipped = Number(counts?.skipped ?? 0);
    await db
      .update(website)
      .set({
        crawlState: outcome.failure ? 'failed' : outcome.cancelled ? 'cancelled' : 'done',
        crawlFailure: outcome.failure,
        limitReached: outcome.limitReached,
        pagesFound: indexed + skipped,
        pagesIndexed: indexed,
        pagesSkipped: skipped,
        crawlFinishedAt: finishedAt,
        nextCrawlAt: nextCrawlAfter(current.schedule, finishedAt),
      })
      .where(ownedBy(website, row.accountId as AccountId, eq(website.id, row.id)));
  }

  /** Starts the website's crawl now, in the background; refused while one runs. */
  async function crawlNow(accountId: AccountId, id: string) {
    await websiteRow(accountId, db, id);
    const row = await claimCrawl(db, accountId, id);
    if (!row) throw new Conflict('crawl_running', websiteCopy.crawlRunning);
    background.run('Crawling a website', () => crawl(row));
  }

  /** Stops the website's running crawl: at once in this process, with its next page in another. */
  async function cancel(accountId: AccountId, id: string) {
    await requestCancel(accountId, db, id);
    running.get(id)?.abort();
  }

  /** One round of the schedule: the due crawls, when this process holds the lease. */
  async function runDue() {
    const due = await dueWebsites(db, DUE_PER_ROUND);
    if (due.length === 0) {
      if (leader) await releaseLease(db, LEASE, holder);
      leader = false;
      return;
    }
    for (const { id, accountId } of due) {
      // Renewed before each crawl, so a long round keeps it and a dead process loses it.
      leader = await holdLease(db, LEASE, holder, timings.leaseMs);
      if (!leader || stopping.signal.aborted) return;
      const row = await claimCrawl(db, accountId as AccountId, id);
      if (row) await crawl(row);
    }
  }

  let wakeUp = () => {};
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeUp = done;
      stopping.signal.addEventListener('abort', done);
    });

  async function run() {
    while (looping) {
      try {
        await runDue();
      } catch (error) {
        logger.error('Running scheduled website crawls failed', error);
      }
      if (looping) await rest(timings.idleMs);
    }
  }

  return {
    crawlNow,
    cancel,
    runDue,
    wake: () => wakeUp(),
    start() {
      if (looping) return;
      looping = true;
      stopping = new AbortController();
      loop = run();
    },
    async stop() {
      looping = false;
      stopping.abort();
      await loop;
      if (leader) await releaseLease(db, LEASE, holder).catch(() => {});
      leader = false;
    },
  };
}

export type WebsiteCrawler = ReturnType<typeof createWebsiteCrawler>;
