import { Hono } from 'hono';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import {
  WEBSITE_CRAWLS_PER_HOUR,
  websiteCopy,
  websiteInputSchema,
  websiteListSchema,
  websitePageListSchema,
  websitePageLimits,
  websiteSchema,
  websiteUpdateSchema,
} from '@shared/website-knowledge.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { created, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { pageQuery } from '@server/platform/http/page-query.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import type { WebsiteCrawler } from './website-crawler.ts';
import {
  createWebsite,
  deleteWebsite,
  getWebsite,
  listWebsites,
  listWebsitePages,
  updateWebsite,
  websiteNotFound,
} from './website-store.ts';

const route = routeDocs('Websites');
const websiteId = rowIdParam(websiteNotFound);
const deletedSchema = z.object({ deleted: z.string() });
const crawlRule = { window: 60 * 60, max: WEBSITE_CRAWLS_PER_HOUR };

const limits = `${websitePageLimits.essential.toLocaleString('en-US')} pages a crawl on Essential, ${websitePageLimits.professional.toLocaleString('en-US')} on Professional`;

/**
 * The business's website as knowledge: added with how it is read (its first crawl starts at
 * once), its pages with their states, crawled again by hand (at most ten times an hour) or
 * cancelled, its settings changed, and removed with its knowledge.
 */
export function websiteRoutes(deps: {
  db: Database;
  crawler: WebsiteCrawler;
  rateLimits: RateLimitStore;
}) {
  const { db, crawler, rateLimits } = deps;

  /** Starts a crawl an owner asked for, counted against the hour's allowance. */
  async function crawlByHand(accountId: AccountId, id: string) {
    const { allowed } = await rateLimits.consume(`website-crawls:${accountId}`, crawlRule);
    if (!allowed) throw new ApiError(429, 'too_many_crawls', websiteCopy.tooManyCrawls);
    await crawler.crawlNow(accountId, id);
  }

  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.websites,
      route({
        operationId: 'listWebsites',
        summary: 'List websites',
        description:
          'The account’s website (an account has at most one), with its last crawl’s state and counts of pages found, indexed and skipped, live while it runs.',
        answer: ok(websiteListSchema, 'The websites.'),
      }),
      async (c) => c.json(await listWebsites(c.get('account').id, db)),
    )
    .post(
      apiPaths.websites,
      route({
        operationId: 'createWebsite',
        summary: 'Add a website',
        description: `The business’s website, read for its agents’ knowledge: its sitemaps first (robots.txt’s \`Sitemap:\` lines, else /sitemap.xml), else its links from the address breadth first to \`depth\`, through the \`include\` and \`exclude\` path patterns, never past the plan’s page limit (${limits}). Each page read becomes a document in the knowledge, counted against the plan’s knowledge text. The first crawl starts at once; \`schedule\` reads it again daily or weekly. An account has one website (409 for a second); a crawl counts against the ${WEBSITE_CRAWLS_PER_HOUR} an hour started by hand (429).`,
        answer: created(websiteSchema, 'The website, its first crawl running.'),
        refuses: ['Conflict', 'TooManyRequests'],
      }),
      jsonBody(websiteInputSchema, {
        address: 'https://www.bakery.example',
        include: [],
        exclude: ['/blog/**'],
        depth: 3,
        schedule: 'weekly',
      }),
      async (c) => {
        const accountId = c.get('account').id;
        const row = await createWebsite(accountId, db, c.req.valid('json'));
        await crawlByHand(accountId, row.id);
        return c.json(await getWebsite(accountId, db, row.id), 201);
      },
    )
    .get(
      apiPaths.website,
      route({
        operationId: 'getWebsite',
        summary: 'Get a website',
        description: 'The website, with its crawl’s state and progress.',
        answer: ok(websiteSchema, 'The website.'),
      }),
      websiteId,
      async (c) => c.json(await getWebsite(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.website,
      route({
        operationId: 'updateWebsite',
        summary: 'Change how a website is read',
        description:
          'Its `include` and `exclude` path patterns, `depth` and `schedule`; only what is sent changes, and the next crawl reads by it.',
        answer: ok(websiteSchema, 'The website as changed.'),
      }),
      websiteId,
      jsonBody(websiteUpdateSchema, { schedule: 'daily' }),
      async (c) =>
        c.json(
          await updateWebsite(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete(
      apiPaths.website,
      route({
        operationId: 'deleteWebsite',
        summary: 'Remove a website',
        description:
          'Removes the website, its pages and the knowledge they became; a crawl running stops.',
        answer: ok(deletedSchema, 'The id of the removed website.'),
      }),
      websiteId,
      async (c) => {
        const accountId = c.get('account').id;
        const { id } = c.req.valid('param');
        // A crawl running stops; none running is no reason to keep the website.
        await crawler.cancel(accountId, id).catch((error: unknown) => {
          if (!(error instanceof Conflict)) throw error;
        });
        await deleteWebsite(accountId, db, id);
        return c.json({ deleted: id });
      },
    )
    .get(
      apiPaths.websitePages,
      route({
        operationId: 'listWebsitePages',
        summary: 'List a website’s pages',
        description:
          'A page of the pages the last crawl met, in the order found, each with its state (indexed, needs JavaScript, blocked by robots.txt, not found, too large, duplicate of another page, …) in a word and in a sentence, and what the crawl changed in it.',
        answer: ok(websitePageListSchema, 'A page of pages.'),
      }),
      websiteId,
      pageQuery,
      async (c) =>
        c.json(
          await listWebsitePages(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('query'),
          ),
        ),
    )
    .post(
      apiPaths.websiteCrawl,
      route({
        operationId: 'crawlWebsite',
        summary: 'Crawl a website again',
        description: `Starts a crawl now. Pages read before are asked for with their ETag and Last-Modified, so unchanged ones cost nothing; a changed page is indexed again and a page gone from the site leaves the knowledge. Refused with 409 while a crawl runs, and with 429 past ${WEBSITE_CRAWLS_PER_HOUR} crawls an hour started by hand.`,
        answer: ok(websiteSchema, 'The website, its crawl running.'),
        refuses: ['Conflict', 'TooManyRequests'],
      }),
      websiteId,
      async (c) => {
        const accountId = c.get('account').id;
        const { id } = c.req.valid('param');
        await crawlByHand(accountId, id);
        return c.json(await getWebsite(accountId, db, id));
      },
    )
    .delete(
      apiPaths.websiteCrawl,
      route({
        operationId: 'cancelWebsiteCrawl',
        summary: 'Cancel a website’s crawl',
        description:
          'Stops the running crawl; the pages it read are kept, and pages it did not reach keep their knowledge. Refused with 409 when no crawl runs.',
        answer: ok(websiteSchema, 'The website, its crawl stopping.'),
        refuses: ['Conflict'],
      }),
      websiteId,
      async (c) => {
        const accountId = c.get('account').id;
        const { id } = c.req.valid('param');
        await crawler.cancel(accountId, id);
        return c.json(await getWebsite(accountId, db, id));
      },
    );
}
