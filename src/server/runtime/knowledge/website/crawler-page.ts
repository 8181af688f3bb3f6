import { Hono } from 'hono';
import { brand } from '@shared/brand.ts';
import { WEBSITE_PAGE_MAX_BYTES } from '@shared/website-knowledge.ts';
import { CRAWLER_NAME, CRAWLER_PAGE_PATH, SITE_CONCURRENCY } from './crawl-settings.ts';

const MB = 1024 * 1024;

/**
 * The page the crawler's User-Agent names: a website's owner who finds it in their logs reads
 * who reads their site, why, how gently, and how to keep it out. Plain text, as robots.txt is.
 */
export const crawlerPageText = [
  `${CRAWLER_NAME} is the crawler of ${brand.productName}.`,
  '',
  `It reads a website only when a business adds its own site to ${brand.productName}, so that the business's AI agents answer its customers from the site's pages. It reads that site and no other, on the business's request and, if the business chooses, once a day or once a week.`,
  '',
  `It follows the site's robots.txt for the user agent ${CRAWLER_NAME} (and *), waits the crawl-delay it asks for, sends at most ${SITE_CONCURRENCY} requests at a time, reads at most ${WEBSITE_PAGE_MAX_BYTES / MB} MB of a page and only HTML or plain text, and asks again only for pages that changed (ETag, Last-Modified).`,
  '',
  'To keep it out of your site, add to your robots.txt:',
  '',
  `User-agent: ${CRAWLER_NAME}`,
  'Disallow: /',
  '',
].join('\n');

export const crawlerPageRoutes = () =>
  new Hono().get(CRAWLER_PAGE_PATH, (c) =>
    c.text(crawlerPageText, 200, { 'cache-control': 'public, max-age=3600' }),
  );
