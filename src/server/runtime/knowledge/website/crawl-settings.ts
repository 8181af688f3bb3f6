/**
 * How the crawl treats a website: who it says it is, how hard it may press the site, and how
 * much of the site it reads. The limits a plan or an owner sets are in
 * `src/shared/website-knowledge.ts`.
 */

/** The name robots.txt rules are matched against: a site can allow or refuse the product by it. */
export const CRAWLER_NAME = 'AgentraBot';

/** The User-Agent of every request, with the page that tells a site's owner who is reading. */
export const crawlerUserAgent = (publicUrl: string) =>
  `${CRAWLER_NAME}/1.0 (+${new URL(CRAWLER_PAGE_PATH, publicUrl).href})`;

/** Where a site's owner reads who the crawler is and how to keep it out (crawler-page.ts). */
export const CRAWLER_PAGE_PATH = '/bot';

/** At most this many requests to one site at a time, whatever its robots.txt allows. */
export const SITE_CONCURRENCY = 2;

/** One request may take this long, from sending it to the last byte read. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A redirect chain within the site longer than this is a loop, or as good as one. */
export const MAX_REDIRECTS = 5;

/**
 * A robots.txt or a sitemap is read up to this size. Sitemaps hold at most 50,000 addresses
 * (about 10 MB); robots.txt parsers stop at 500 KiB, as RFC 9309 allows.
 */
export const ROBOTS_MAX_BYTES = 500 * 1024;
export const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;

/** Sitemap indexes may nest; more than this many levels or sitemaps is a loop or a trap. */
export const SITEMAP_MAX_NESTING = 3;
export const SITEMAP_MAX_FILES = 50;

/**
 * A page whose readable text is shorter than this and whose HTML is a script shell is a
 * single-page app's empty frame: its text appears only once JavaScript runs.
 */
export const SCRIPT_SHELL_MAX_TEXT = 200;

/**
 * Links to files with these endings are not pages: following them would spend the page limit
 * on images and downloads that end as "not a web page".
 */
export const NOT_PAGE_ENDINGS =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|pdf|zip|gz|rar|7z|tar|mp[34]|m4a|wav|ogg|webm|mov|avi|css|js|mjs|json|xml|woff2?|ttf|otf|eot|docx?|xlsx?|pptx?|exe|dmg|apk)$/i;
