import robotsParser from 'robots-parser';
import { CRAWLER_NAME, ROBOTS_MAX_BYTES } from './crawl-settings.ts';
import { requestWithinSite, type SiteRequest } from './fetch-within-site.ts';

/**
 * A site's robots.txt as RFC 9309 reads it, for the product's crawler name: no file (any 4xx)
 * allows everything; a file that cannot be read (a 5xx, no answer) allows nothing until it can
 * be, since the site may be saying no; a file longer than the limit is read up to it.
 */
export type SiteRobots =
  | {
      readable: true;
      allows: (address: string) => boolean;
      /** Seconds between requests the site asks for, if it asks. */
      crawlDelay: number | undefined;
      sitemaps: string[];
    }
  | { readable: false };

const allowsAll: SiteRobots = {
  readable: true,
  allows: () => true,
  crawlDelay: undefined,
  sitemaps: [],
};

export async function readRobots(
  origin: string,
  request: Omit<SiteRequest, 'maxBytes' | 'cutAtMax' | 'wants'>,
): Promise<SiteRobots> {
  const address = new URL('/robots.txt', origin).href;
  const answer = await requestWithinSite(address, {
    ...request,
    maxBytes: ROBOTS_MAX_BYTES,
    cutAtMax: true,
  });
  if (answer.outcome === 'failed') return { readable: false };
  // A robots.txt that redirects off the site, or to a refused address, is no robots.txt: the
  // pages themselves then say what they are.
  if (answer.outcome !== 'answered') return allowsAll;
  if (answer.status >= 400 && answer.status < 500) return allowsAll;
  if (answer.status !== 200) return { readable: false };
  const robots = robotsParser(address, new TextDecoder().decode(answer.body));
  return {
    readable: true,
    allows: (page) => robots.isAllowed(page, CRAWLER_NAME) !== false,
    crawlDelay: robots.getCrawlDelay(CRAWLER_NAME),
    sitemaps: robots.getSitemaps(),
  };
}
