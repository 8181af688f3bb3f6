import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  WEBSITE_CRAWL_DEFAULT_DEPTH,
  type Website,
  websiteCopy,
  type WebsiteInput,
  type WebsitePageList,
  websitePageLimits,
  websitePageStateSentence,
  type WebsiteSchedule,
  websiteScheduleIntervalMs,
  type WebsiteUpdate,
} from '@shared/website-knowledge.ts';
import type { PlanId } from '@shared/plans.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  afterCursor,
  newestFirst,
  type PageRequest,
  pageKey,
  toPage,
} from '@server/platform/db/keyset-page.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgeSource, website, websitePage } from '@server/platform/db/schema.ts';
import { Conflict, NotFound } from '@server/platform/errors/domain-errors.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';

export type WebsiteRow = typeof website.$inferSelect;

export const websiteNotFound = () => new NotFound(websiteCopy.notFound);

/** When a website on this schedule is read again after a crawl that ended at `from`. */
export const nextCrawlAfter = (schedule: WebsiteSchedule, from: Date) =>
  schedule === 'off' ? null : new Date(from.getTime() + websiteScheduleIntervalMs[schedule]);

export function toWebsite(row: WebsiteRow, planId: PlanId): Website {
  return {
    id: row.id,
    address: row.address,
    include: row.include,
    exclude: row.exclude,
    depth: row.depth,
    schedule: row.schedule,
    crawl: {
      state: row.crawlState,
      progress: { found: row.pagesFound, indexed: row.pagesIndexed, skipped: row.pagesSkipped },
      limitReached: row.limitReached,
      failure: row.crawlFailure,
      startedAt: row.crawlStartedAt?.toISOString() ?? null,
      finishedAt: row.crawlFinishedAt?.toISOString() ?? null,
    },
    nextCrawlAt: row.nextCrawlAt?.toISOString() ?? null,
    pageLimit: websitePageLimits[planId],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function websiteRow(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(website)
    .where(ownedBy(website, accountId, eq(website.id, id)))
    .limit(1);
  if (!row) throw websiteNotFound();
  return row;
}

export async function getWebsite(accountId: AccountId, db: Database, id: string) {
  const [row, plan] = await Promise.all([
    websiteRow(accountId, db, id),
    currentPlan(accountId, db),
  ]);
  return toWebsite(row, plan.id);
}

export async function listWebsites(accountId: AccountId, db: Database) {
  const [rows, plan] = await Promise.all([
    db.select().from(website).where(ownedBy(website, accountId)),
    currentPlan(accountId, db),
  ]);
  return { websites: rows.map((row) => toWebsite(row, plan.id)) };
}

/** Stores the account's website, waiting for its first crawl; an account has one. */
export async function createWebsite(accountId: AccountId, db: Database, input: WebsiteInput) {
  const [row] = await db
    .insert(website)
    .values({
      id: randomUUID(),
      accountId,
      address: input.address,
      include: input.include ?? [],
      exclude: input.exclude ?? [],
      depth: input.depth ?? WEBSITE_CRAWL_DEFAULT_DEPTH,
      schedule: input.schedule ?? 'off',
      crawlState: 'waiting',
    })
    // The unique index on the account decides, so two requests at once cannot both add one.
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Conflict('website_exists', websiteCopy.alreadyAdded);
  return row;
}

export async function updateWebsite(
  accountId: AccountId,
  db: Database,
  id: string,
  update: WebsiteUpdate,
) {
  const row = await websiteRow(accountId, db, id);
  const schedule = update.schedule ?? row.schedule;
  const from = row.crawlFinishedAt ?? new Date();
  await db
    .update(website)
    .set({
      include: update.include ?? row.include,
      exclude: update.exclude ?? row.exclude,
      depth: update.depth ?? row.depth,
      schedule,
      nextCrawlAt: nextCrawlAfter(schedule, from),
    })
    .where(ownedBy(website, accountId, eq(website.id, id)));
  return getWebsite(accountId, db, id);
}

/** Removes the website, its pages and the knowledge they became, together. */
export async function deleteWebsite(accountId: AccountId, db: Database, id: string) {
  await db.transaction(async (tx) => {
    const row = await websiteRow(accountId, tx, id);
    const sources = tx
      .select({ id: websitePage.sourceId })
      .from(websitePage)
      .where(
        ownedBy(
          websitePage,
          accountId,
          eq(websitePage.websiteId, row.id),
          isNotNull(websitePage.sourceId),
        ),
      );
    await tx
      .delete(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId, inArray(knowledgeSource.id, sources)));
    await tx.delete(website).where(ownedBy(website, accountId, eq(website.id, row.id)));
  });
}

/** The pages of the website's crawls, in the order the last crawl found them. */
export async function listWebsitePages(
  accountId: AccountId,
  db: Database,
  id: string,
  { limit, after }: PageRequest,
): Promise<WebsitePageList> {
  const row = await websiteRow(accountId, db, id);
  // The crawl writes its pages a millisecond apart in the order found, latest first, so the
  // newest-first order of every other list shows them as found.
  const keyed = { createdAt: websitePage.crawledAt, id: websitePage.id };
  const rows = await db
    .select({
      id: websitePage.id,
      address: websitePage.address,
      title: websitePage.title,
      state: websitePage.state,
      change: websitePage.change,
      duplicateOf: websitePage.duplicateOf,
      redirectedTo: websitePage.redirectedTo,
      failure: websitePage.failure,
      sourceId: websitePage.sourceId,
      crawledAt: websitePage.crawledAt,
      pageKey: pageKey(keyed),
    })
    .from(websitePage)
    .where(
      and(
        ownedBy(websitePage, accountId, eq(websitePage.websiteId, row.id)),
        afterCursor(keyed, after),
      ),
    )
    .orderBy(...newestFirst(keyed))
    .limit(limit + 1);
  const { items, nextCursor } = toPage(rows, limit);
  return {
    websiteId: row.id,
    pages: items.map((page) => ({
      id: page.id,
      address: page.address,
      title: page.title,
      state: page.state,
      change: page.change,
      stateSentence: websitePageStateSentence(page),
      duplicateOf: page.duplicateOf,
      sourceId: page.sourceId,
      crawledAt: page.crawledAt.toISOString(),
    })),
    nextCursor,
  };
}

/** A running crawl whose heartbeat is older than this was left by a process that stopped. */
export const CRAWL_STALE_MS = 2 * 60_000;

/**
 * Marks the website's crawl as running, unless one is running already (in any process): one
 * conditional update, so two asking at once cannot both start one. Answers the row, or null.
 */
export async function claimCrawl(db: Database, accountId: AccountId, id: string) {
  const [row] = await db
    .update(website)
    .set({
      crawlState: 'running',
      pagesFound: 0,
      pagesIndexed: 0,
      pagesSkipped: 0,
      limitReached: false,
      crawlFailure: null,
      crawlStartedAt: sql`now()`,
      crawlFinishedAt: null,
      crawlHeartbeatAt: sql`now()`,
    })
    .where(
      ownedBy(
        website,
        accountId,
        eq(website.id, id),
        sql`(${website.crawlState} not in ('running', 'cancelling') or ${website.crawlHeartbeatAt} < now() - make_interval(secs => ${CRAWL_STALE_MS / 1000}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Asks the running crawl to stop; the process running it reads this with its next page. */
export async function requestCancel(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .update(website)
    .set({ crawlState: 'cancelling' })
    .where(ownedBy(website, accountId, eq(website.id, id), eq(website.crawlState, 'running')))
    .returning({ id: website.id });
  if (!row) {
    await websiteRow(accountId, db, id);
    throw new Conflict('no_crawl_running', websiteCopy.noCrawlRunning);
  }
}

/**
 * Makes the first crawl of a website added at sign-up due now: the scheduled crawls' next
 * round reads it, in whichever process holds their lease.
 */
export async function dueFirstCrawl(db: Database, accountId: AccountId) {
  await db
    .update(website)
    .set({ nextCrawlAt: sql`now()` })
    .where(ownedBy(website, accountId, eq(website.crawlState, 'waiting')));
}

/** The websites due to be read (by their schedule, or a first crawl due), oldest first. */
export async function dueWebsites(db: Database, limit: number) {
  return db
    .select({ id: website.id, accountId: website.accountId })
    .from(website)
    .where(
      and(
        sql`${website.nextCrawlAt} <= now()`,
        sql`(${website.schedule} <> 'off' or ${website.crawlState} = 'waiting')`,
        sql`(${website.crawlState} not in ('running', 'cancelling') or ${website.crawlHeartbeatAt} < now() - make_interval(secs => ${CRAWL_STALE_MS / 1000}))`,
      ),
    )
    .orderBy(website.nextCrawlAt)
    .limit(limit);
}
