import {
  WEBSITE_CRAWL_DEFAULT_DEPTH,
  WEBSITE_PAGE_MAX_BYTES,
  type WebsitePageFailure,
  type WebsitePageState,
} from '@shared/website-knowledge.ts';
import { NOT_PAGE_ENDINGS, SITEMAP_MAX_BYTES } from './crawl-settings.ts';
import { requestWithinSite, type SiteAnswer } from './fetch-within-site.ts';
import { bodyText, pageKind } from './page-body.ts';
import { pageLanguage } from './page-language.ts';
import { pathFilter } from './path-patterns.ts';
import { type PageReading, readHtmlPage, readTextPage } from './read-page.ts';
import { readRobots, type SiteRobots } from './site-robots.ts';
import { SitePace } from './site-pace.ts';
import { onSameSite, pageAddress } from './site-address.ts';
import { pageOf, type ReachedPage, settlePages } from './settle-pages.ts';
import { pagesFromSitemaps } from './sitemap-pages.ts';
import { textHash } from './text-hash.ts';
import type { CrawlRequest, CrawlResult, PreviousPage } from './website-crawl.ts';

/**
 * Reads a business's website for its knowledge: the pages its sitemaps list (robots.txt's
 * `Sitemap:` lines, else `/sitemap.xml`), or, when they list none, the pages its links reach
 * from the start address, breadth first to a depth. Every request goes through the product's
 * outbound fetch at the site's pace (robots.txt's crawl-delay, two at a time); no more than the
 * page limit of pages is requested; each page ends in a state in words. A page read before is
 * asked for only if it changed (ETag, Last-Modified). Cancelling stops the requests at once and
 * returns what was read.
 */
export async function crawlWebsite(request: CrawlRequest): Promise<CrawlResult> {
  const start = pageAddress(request.start);
  if (!start) throw new InvalidStartAddress(request.start);
  return new WebsiteCrawl(request, start).run();
}

export class InvalidStartAddress extends Error {
  constructor(readonly address: string) {
    super(`${address} is not the address of a website (http or https).`);
    this.name = 'InvalidStartAddress';
  }
}

/**
 * A page to visit, numbered in the order it was found; the start page of a link crawl is
 * visited for its links even when the owner's patterns leave it out.
 */
type Visit = { address: string; depth: number; wanted: boolean; order: number };

/** What visiting a page gave: the page (unless it was read only for its links) and its links. */
type Visited = { page: ReachedPage | null; links: string[] };

/** What reading a page gave, and where it was read from after redirects within the site. */
type PageVisit = { page: ReachedPage; links: string[]; finalAddress: string | null };

/** How many pages are read at once: the pace then lets no more requests than it allows through. */
const VISITORS = 2;

class WebsiteCrawl {
  private readonly signal: AbortSignal;
  private readonly pace: SitePace;
  private readonly wants: (address: string) => boolean;
  private readonly maxDepth: number;
  private readonly previous: ReadonlyMap<string, PreviousPage>;
  private readonly robots = new Map<string, Promise<SiteRobots>>();
  private readonly robotsRead = new Map<string, SiteRobots>();
  private readonly seen = new Set<string>();
  /** The pages read, with the number of their visit: two visitors finish in either order. */
  private readonly reached: { order: number; page: ReachedPage }[] = [];
  private readonly hashes = new Set<string>();
  /** Pages found to read, and pages taken to read (never more than the limit). */
  private found = 0;
  private taken = 0;
  /** Whether the site answered for its start page: a link crawl that could not start saw nothing. */
  private startAnswered = false;
  private limitReached = false;

  constructor(
    private readonly request: CrawlRequest,
    private readonly start: string,
  ) {
    this.signal = request.signal ?? new AbortController().signal;
    this.pace = new SitePace(this.signal);
    this.wants = pathFilter(request);
    this.maxDepth = request.depth ?? WEBSITE_CRAWL_DEFAULT_DEPTH;
    this.previous = new Map((request.previous ?? []).map((page) => [page.address, page]));
  }

  async run(): Promise<CrawlResult> {
    let discovery: CrawlResult['discovery'] = 'links';
    let cancelled = false;
    let robotsReadable = false;
    try {
      const robots = await this.robotsFor(this.start);
      robotsReadable = robots.readable;
      const listed = robots.readable ? await this.sitemapPages(robots) : [];
      let level: Visit[];
      if (listed.length > 0) {
        discovery = 'sitemap';
        level = listed.map((address, order) => ({
          address,
          depth: this.maxDepth,
          wanted: true,
          order,
        }));
      } else {
        level = [{ address: this.start, depth: 0, wanted: this.wants(this.start), order: 0 }];
      }
      this.seen.add(this.start);
      for (const { address } of level) this.seen.add(address);
      this.found = level.filter((visit) => visit.wanted).length;
      this.report();
      while (level.length > 0) {
        level = this.nextLevel(level, await this.visitAll(level));
      }
    } catch (error) {
      if (!this.signal.aborted) throw error;
      cancelled = true;
    }
    const complete =
      !cancelled && robotsReadable && (discovery === 'sitemap' || this.startAnswered);
    const inOrderFound = this.reached.sort((a, b) => a.order - b.order).map(({ page }) => page);
    return {
      discovery,
      pages: settlePages(inOrderFound, this.previous, complete),
      limitReached: this.limitReached,
      cancelled,
      complete,
    };
  }

  /** The pages of one depth, two at a time, in the order they were found. */
  private async visitAll(level: readonly Visit[]) {
    const visited: Visited[] = [];
    let next = 0;
    const visitor = async () => {
      while (next < level.length) {
        const at = next++;
        visited[at] = await this.visit(level[at]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(VISITORS, level.length) }, visitor));
    return visited;
  }

  private nextLevel(level: readonly Visit[], visited: readonly Visited[]): Visit[] {
    const next: Visit[] = [];
    level.forEach((visit, at) => {
      if (visit.depth >= this.maxDepth) return;
      for (const link of visited[at]?.links ?? []) {
        if (this.seen.has(link) || !onSameSite(link, this.start)) continue;
        if (NOT_PAGE_ENDINGS.test(new URL(link).pathname) || !this.wants(link)) continue;
        this.seen.add(link);
        next.push({ address: link, depth: visit.depth + 1, wanted: true, order: this.found });
        this.found += 1;
      }
    });
    if (next.length > 0 && this.taken >= this.request.pageLimit) this.limitReached = true;
    return this.taken >= this.request.pageLimit ? [] : next;
  }

  private async visit(visit: Visit): Promise<Visited> {
    if (visit.wanted) {
      // Taken before the first await: however many visitors run, the limit is never passed.
      if (this.taken >= this.request.pageLimit) {
        this.limitReached = true;
        return { page: null, links: [] };
      }
      this.taken += 1;
    }
    const { page, links, finalAddress } = await this.readPage(visit.address);
    // A page redirected to within the site is not read again when a link names it.
    if (finalAddress) this.seen.add(finalAddress);
    if (visit.address === this.start) {
      this.startAnswered = page.state !== 'failed' && page.state !== 'refusedAddress';
    }
    if (!visit.wanted) return { page: null, links };
    this.reached.push({ order: visit.order, page });
    if (page.state === 'indexed' && page.textHash) this.hashes.add(page.textHash);
    this.report();
    return { page, links };
  }

  private report() {
    const read = this.reached.length;
    this.request.onProgress?.({
      found: Math.min(this.request.pageLimit, this.found),
      indexed: this.hashes.size,
      skipped: read - this.hashes.size,
    });
  }

  private async readPage(address: string): Promise<PageVisit> {
    const robots = await this.robotsFor(address);
    if (!robots.readable)
      return said(address, 'failed', { failure: { reason: 'robotsUnreadable' } });
    if (!robots.allows(address)) return said(address, 'blockedByRobots');
    const previous = this.previous.get(address);
    const answer = await this.pace.run(() =>
      requestWithinSite(address, {
        ...this.requestBasics(),
        maxBytes: WEBSITE_PAGE_MAX_BYTES,
        headers: conditionalHeaders(previous),
        mayFollow: (to) => {
          const robots = this.robotsRead.get(new URL(to).origin);
          return !robots || (robots.readable && robots.allows(to));
        },
        wants: (contentType) => pageKind(contentType) !== null,
      }),
    );
    if (answer.outcome !== 'answered') return said(address, ...stateOfUnanswered(answer));
    const { status, headers, finalAddress } = answer;
    const validators = { etag: headers.get('etag'), lastModified: headers.get('last-modified') };
    if (status === 304 && previous) {
      return said(address, 'indexed', {
        textHash: previous.textHash,
        etag: validators.etag ?? previous.etag,
        lastModified: validators.lastModified ?? previous.lastModified,
      });
    }
    if (status === 404 || status === 410) return said(address, 'notFound');
    if (status !== 200) return said(address, 'failed', { failure: { reason: 'status', status } });
    // A redirect to another host of the site is checked against that host's robots.txt too.
    const finalRobots = await this.robotsFor(finalAddress);
    if (!finalRobots.readable || !finalRobots.allows(finalAddress)) {
      return said(address, 'blockedByRobots', { redirectedTo: finalAddress });
    }
    const contentType = headers.get('content-type');
    const text = bodyText(answer.body, contentType);
    const reading =
      pageKind(contentType) === 'text' ? readTextPage(text) : readHtmlPage(text, finalAddress);
    return { page: pageRead(address, reading, validators), links: reading.links, finalAddress };
  }

  private robotsFor(address: string): Promise<SiteRobots> {
    const { origin } = new URL(address);
    let robots = this.robots.get(origin);
    if (!robots) {
      robots = this.pace
        .run(() => readRobots(origin, this.requestBasics()))
        .then((read) => {
          if (read.readable) this.pace.slowTo(read.crawlDelay);
          this.robotsRead.set(origin, read);
          return read;
        });
      this.robots.set(origin, robots);
    }
    return robots;
  }

  private async sitemapPages(robots: SiteRobots & { readable: true }) {
    const sitemaps =
      robots.sitemaps.length > 0 ? robots.sitemaps : [new URL('/sitemap.xml', this.start).href];
    const pages = await pagesFromSitemaps(sitemaps, {
      site: this.start,
      read: async (address) => {
        const answer = await this.pace.run(() =>
          requestWithinSite(address, { ...this.requestBasics(), maxBytes: SITEMAP_MAX_BYTES }),
        );
        return answer.outcome === 'answered' && answer.status === 200 ? answer.body : null;
      },
      wanted: this.wants,
      // One more than the limit tells whether the site has more pages than the crawl reads.
      enough: this.request.pageLimit + 1,
    });
    if (pages.length > this.request.pageLimit) this.limitReached = true;
    return pages.slice(0, this.request.pageLimit);
  }

  private requestBasics() {
    return { fetch: this.request.fetch, userAgent: this.request.userAgent, signal: this.signal };
  }
}

/** A page that ended before it was read: no links to follow. */
const said = (
  address: string,
  state: WebsitePageState,
  facts: Partial<ReachedPage> = {},
): PageVisit => ({ page: { ...pageOf(address, state), ...facts }, links: [], finalAddress: null });

/**
 * The state of a page that was read: only one with text, not a script shell, and not asking to
 * stay out of indexes, is indexed.
 */
function pageRead(
  address: string,
  reading: PageReading,
  validators: { etag: string | null; lastModified: string | null },
): ReachedPage {
  const read = { ...validators, title: reading.title };
  if (reading.noIndex) return { ...pageOf(address, 'blockedByRobots'), ...read };
  if (reading.needsJavaScript) return { ...pageOf(address, 'needsJavaScript'), ...read };
  if (!reading.text) return { ...pageOf(address, 'noText'), ...read };
  return {
    ...pageOf(address, 'indexed'),
    ...read,
    text: reading.text,
    textHash: textHash(reading.text),
    language: pageLanguage(reading.declaredLanguage, reading.text),
  };
}

function conditionalHeaders(previous: PreviousPage | undefined) {
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  return headers;
}

function stateOfUnanswered(
  answer: Exclude<SiteAnswer, { outcome: 'answered' }>,
): [WebsitePageState, Partial<ReachedPage>] {
  switch (answer.outcome) {
    case 'tooLarge':
      return ['tooLarge', {}];
    case 'unwanted':
      return ['notHtmlOrText', {}];
    case 'redirectedOutside':
      return ['redirectedOutside', { redirectedTo: answer.to }];
    case 'notFollowed':
      return ['blockedByRobots', { redirectedTo: answer.to }];
    case 'refused':
      return ['refusedAddress', { redirectedTo: answer.to }];
    case 'failed':
      return ['failed', { failure: answer.failure satisfies WebsitePageFailure }];
  }
}
