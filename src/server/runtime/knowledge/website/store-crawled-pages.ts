import { randomUUID } from 'node:crypto';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { KNOWLEDGE_TITLE_MAX_LENGTH } from '@shared/knowledge.ts';
import type { WebsitePageState } from '@shared/website-knowledge.ts';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgeSource, websitePage } from '@server/platform/db/schema.ts';
import { indexPassages } from '../index-passages.ts';
import { defaultLanguage, knowledgeUsage, sizeOf } from '../knowledge-store.ts';
import { passagesOf } from '../split-passages.ts';
import type { CrawledPage, CrawlResult, PreviousPage } from './website-crawl.ts';

type PageRow = typeof websitePage.$inferSelect;

/** The pages a re-crawl asks the site about with what it read before: those indexed now. */
export async function previousPages(
  db: Database,
  accountId: AccountId,
  websiteId: string,
): Promise<PreviousPage[]> {
  const rows = await db
    .select({
      address: websitePage.address,
      etag: websitePage.etag,
      lastModified: websitePage.lastModified,
      textHash: websitePage.textHash,
    })
    .from(websitePage)
    .where(
      ownedBy(
        websitePage,
        accountId,
        eq(websitePage.websiteId, websiteId),
        isNotNull(websitePage.sourceId),
        isNotNull(websitePage.textHash),
      ),
    );
  return rows.map((row) => ({ ...row, textHash: row.textHash! }));
}

/** A page's title as a knowledge source's: its own, or its address. */
const titleOf = (page: CrawledPage) =>
  (page.title?.trim() || page.address).slice(0, KNOWLEDGE_TITLE_MAX_LENGTH);

/**
 * Writes what a crawl read, in one transaction under the account's lock (so the plan's
 * knowledge limit counts every writer in turn): a new or changed page's text becomes (or
 * replaces) its knowledge source, an unchanged one keeps its own, and a page that no longer
 * gives knowledge (gone from the site, now a duplicate or unreadable) loses it. A page that
 * would take the knowledge past the plan's limit is listed as over it, with no knowledge.
 * Pages the crawl did not meet keep their knowledge unless the crawl was complete.
 */
export async function storeCrawledPages(
  db: Database,
  accountId: AccountId,
  websiteId: string,
  result: CrawlResult,
) {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const stored = await tx
      .select()
      .from(websitePage)
      .where(ownedBy(websitePage, accountId, eq(websitePage.websiteId, websiteId)));
    const before = new Map(stored.map((row) => [row.address, row]));
    const usage = await knowledgeUsage(accountId, tx);
    let usedBytes = usage.usedBytes;
    const language = await defaultLanguage(accountId, tx);
    const now = Date.now();
    const sourcesGone: string[] = [];

    for (const [position, page] of result.pages.entries()) {
      const previous = before.get(page.address);
      let state: WebsitePageState = page.state;
      let sourceId = previous?.sourceId ?? null;
      if (page.state === 'indexed' && page.text !== null) {
        const title = titleOf(page);
        const size = sizeOf(title, page.text);
        const replaced = sourceId ? await sourceSize(tx, sourceId) : 0;
        if (usedBytes - replaced + size > usage.limitBytes) {
          state = 'overKnowledgeLimit';
        } else {
          usedBytes += size - replaced;
          sourceId = await writePageSource(tx, accountId, sourceId, {
            title,
            body: page.text,
            address: page.address,
            language: page.language ?? language,
            size,
          });
        }
      } else if (page.state === 'indexed' && sourceId) {
        // Unchanged: what was read before stands.
      } else {
        state = page.state === 'indexed' ? 'failed' : page.state;
      }
      if (state !== 'indexed' && sourceId) {
        sourcesGone.push(sourceId);
        sourceId = null;
      }
      await writePageRow(tx, accountId, websiteId, previous, {
        page,
        state,
        sourceId,
        position,
        crawledAt: new Date(now - position),
      });
    }

    const met = result.pages.map((page) => page.address);
    // A page neither met nor giving knowledge is not listed; one giving knowledge is kept
    // when the crawl was incomplete, since it did not see the whole site.
    const leftOut = stored.filter((row) => !met.includes(row.address));
    const dropped = leftOut.filter((row) => result.complete || !row.sourceId);
    for (const row of dropped) if (row.sourceId) sourcesGone.push(row.sourceId);
    if (dropped.length > 0) {
      await tx.delete(websitePage).where(
        ownedBy(
          websitePage,
          accountId,
          inArray(
            websitePage.id,
            dropped.map((row) => row.id),
          ),
        ),
      );
    }
    if (sourcesGone.length > 0) {
      await tx
        .delete(knowledgeSource)
        .where(ownedBy(knowledgeSource, accountId, inArray(knowledgeSource.id, sourcesGone)));
    }
  });
}

async function sourceSize(tx: Database, sourceId: string) {
  const [row] = await tx
    .select({ size: knowledgeSource.size })
    .from(knowledgeSource)
    .where(eq(knowledgeSource.id, sourceId))
    .limit(1);
  return row?.size ?? 0;
}

type PageSource = Pick<
  typeof knowledgeSource.$inferInsert,
  'title' | 'body' | 'address' | 'language' | 'size'
>;

/** Writes a page's text as a document with its passages: the page's own source, or a new one. */
async function writePageSource(
  tx: Database,
  accountId: AccountId,
  sourceId: string | null,
  source: PageSource & { language: NonNullable<PageSource['language']> },
) {
  const indexedAt = new Date();
  let id = sourceId;
  if (id) {
    const updated = await tx
      .update(knowledgeSource)
      .set({ ...source, state: 'indexed', failure: null, indexedAt, updatedAt: indexedAt })
      .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)))
      .returning({ id: knowledgeSource.id });
    if (updated.length === 0) id = null;
  }
  if (!id) {
    id = randomUUID();
    await tx.insert(knowledgeSource).values({
      id,
      accountId,
      kind: 'document',
      phrasings: [],
      state: 'indexed',
      indexedAt,
      ...source,
    });
  }
  const passages = passagesOf('document', source.title, source.body, []);
  await indexPassages(tx, accountId, id, source.language, passages);
  return id;
}

async function writePageRow(
  tx: Database,
  accountId: AccountId,
  websiteId: string,
  previous: PageRow | undefined,
  {
    page,
    state,
    sourceId,
    position,
    crawledAt,
  }: {
    page: CrawledPage;
    state: WebsitePageState;
    sourceId: string | null;
    position: number;
    crawledAt: Date;
  },
) {
  const unchanged = page.change === 'unchanged';
  const values = {
    // An unchanged page was not read again: its title and text hash are the ones stored.
    title: unchanged ? (previous?.title ?? page.title) : page.title,
    textHash: unchanged ? (previous?.textHash ?? page.textHash) : page.textHash,
    state,
    change: state === 'indexed' || page.change === 'removed' ? page.change : null,
    etag: page.etag,
    lastModified: page.lastModified,
    duplicateOf: page.duplicateOf,
    redirectedTo: page.redirectedTo,
    failure: page.failure,
    sourceId,
    position,
    crawledAt,
  };
  if (previous) {
    await tx
      .update(websitePage)
      .set(values)
      .where(ownedBy(websitePage, accountId, eq(websitePage.id, previous.id)));
  } else {
    await tx
      .insert(websitePage)
      .values({ id: randomUUID(), accountId, websiteId, address: page.address, ...values });
  }
}
