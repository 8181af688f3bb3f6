import type { Language } from '@shared/briefing.ts';
import type {
  WebsitePageChange,
  WebsitePageFailure,
  WebsitePageState,
} from '@shared/website-knowledge.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import type { PathPatterns } from './path-patterns.ts';

/** What the crawl kept of a page it read before, to ask the site only whether it changed. */
export type PreviousPage = {
  address: string;
  etag: string | null;
  lastModified: string | null;
  textHash: string;
};

export type CrawledPage = {
  address: string;
  state: WebsitePageState;
  /** What this crawl changes in the page's knowledge; null for a page that gives none, before or now. */
  change: WebsitePageChange | null;
  title: string | null;
  /** The page's text when it was read now; null when it was not (unchanged, or no text). */
  text: string | null;
  language: Language | null;
  textHash: string | null;
  etag: string | null;
  lastModified: string | null;
  /** The indexed page with the same text (`duplicate`). */
  duplicateOf: string | null;
  /** Where the page redirected the crawl when it went no further. */
  redirectedTo: string | null;
  failure: WebsitePageFailure | null;
};

/** Shown while the crawl runs: pages it will read, pages read with text, pages left out. */
export type CrawlProgress = { found: number; indexed: number; skipped: number };

export type CrawlRequest = PathPatterns & {
  /** The address the owner typed: its site is crawled. */
  start: string;
  /** The product's outbound fetch, which refuses private addresses unless the operator allows them. */
  fetch: OutboundFetch;
  userAgent: string;
  /** The plan's page limit: no more pages than this are read or listed. */
  pageLimit: number;
  /** How many links away from the start page the crawl goes when the site has no sitemap. */
  depth?: number;
  previous?: readonly PreviousPage[];
  onProgress?: (progress: CrawlProgress) => void;
  signal?: AbortSignal;
};

export type CrawlResult = {
  /** Where the pages were found: the site's sitemaps, or its links from the start page. */
  discovery: 'sitemap' | 'links';
  pages: CrawledPage[];
  /** The site has more pages than the limit let the crawl read. */
  limitReached: boolean;
  cancelled: boolean;
  /**
   * Whether the crawl saw the whole site it could: not cancelled, and robots.txt and the start
   * page were read. Only a complete crawl reports a previous page it did not meet as removed
   * (`noLongerOnSite`); an incomplete one leaves such pages out, and their knowledge as it is.
   */
  complete: boolean;
};
