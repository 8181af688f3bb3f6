import type { PlanId } from './plans.ts';

/**
 * Knowledge read from the business's own website: how much of it a plan reads, and every word
 * said about a page the crawl visited.
 */

/** The most pages one crawl of a website reads, by plan: never more, whatever the site holds. */
export const websitePageLimits: Record<PlanId, number> = {
  essential: 100,
  professional: 1_000,
};

/** How many links away from the start address the crawl goes when the site has no sitemap. */
export const WEBSITE_CRAWL_DEFAULT_DEPTH = 3;

/** A page's answer is read up to this many bytes; a longer one is left out as too large. */
const MB = 1024 * 1024;
export const WEBSITE_PAGE_MAX_BYTES = 2 * MB;

/**
 * What became of a page. Only `indexed` gives knowledge; every other state says why a page
 * gives none, so that an empty or unreadable page is never counted as read.
 */
export const websitePageStates = [
  'indexed',
  'needsJavaScript',
  'noText',
  'blockedByRobots',
  'notFound',
  'tooLarge',
  'notHtmlOrText',
  'duplicate',
  'redirectedOutside',
  'refusedAddress',
  'failed',
  'noLongerOnSite',
] as const;
export type WebsitePageState = (typeof websitePageStates)[number];

/**
 * What a crawl changed in a page's knowledge since the previous crawl: `new` and `changed`
 * pages are read, `unchanged` ones keep what was read before, `removed` ones give no more.
 */
export const websitePageChanges = ['new', 'changed', 'unchanged', 'removed'] as const;
export type WebsitePageChange = (typeof websitePageChanges)[number];

/** Why a page could not be read, when it is not one of the states above. */
export type WebsitePageFailure =
  | { reason: 'timeout' }
  | { reason: 'unreachable' }
  | { reason: 'status'; status: number }
  | { reason: 'tooManyRedirects' }
  | { reason: 'robotsUnreadable' };

/** What a page's state sentence is made from. */
export type WebsitePageStateFacts = {
  state: WebsitePageState;
  /** The page whose text this one repeats (`duplicate`). */
  duplicateOf?: string | null;
  /** Where the page sent the crawl (`redirectedOutside`, `refusedAddress`). */
  redirectedTo?: string | null;
  failure?: WebsitePageFailure | null;
};

export const websiteKnowledgeCopy = {
  stateLabels: {
    indexed: 'Indexed',
    needsJavaScript: 'Needs JavaScript',
    noText: 'No text',
    blockedByRobots: 'Blocked by robots.txt',
    notFound: 'Not found',
    tooLarge: 'Too large',
    notHtmlOrText: 'Not a web page',
    duplicate: 'Duplicate',
    redirectedOutside: 'Redirected outside the site',
    refusedAddress: 'Refused address',
    failed: 'Failed',
    noLongerOnSite: 'No longer on the site',
  } satisfies Record<WebsitePageState, string>,
  changeLabels: {
    new: 'New',
    changed: 'Changed',
    unchanged: 'Unchanged',
    removed: 'Removed',
  } satisfies Record<WebsitePageChange, string>,
  patternsHelp:
    'Paths, one per line, like /blog/* (a * stands for any part of one path segment, ** for any number of segments). Include only reads the pages that match; exclude leaves out the pages that match.',
} as const;

const failureSentences = {
  timeout: () => 'The site took too long to answer.',
  unreachable: () => 'The site could not be reached.',
  status: (status: number) => `The site answered with an error (HTTP ${status}).`,
  tooManyRedirects: () => 'The page redirects too many times.',
  robotsUnreadable: () =>
    'The site’s robots.txt could not be read, so no page is read until it can be.',
};

function failureSentence(failure: WebsitePageFailure | null | undefined) {
  if (!failure) return failureSentences.unreachable();
  return failure.reason === 'status'
    ? failureSentences.status(failure.status)
    : failureSentences[failure.reason]();
}

/** The sentence a page's state is told with, in the list of a website's pages. */
export function websitePageStateSentence(page: WebsitePageStateFacts): string {
  switch (page.state) {
    case 'indexed':
      return 'Read and indexed.';
    case 'needsJavaScript':
      return 'This page shows its text only with JavaScript, so there is nothing to read without it. It is not indexed.';
    case 'noText':
      return 'This page has no text to read.';
    case 'blockedByRobots':
      return 'The site’s robots.txt asks not to read this page, so it is not read.';
    case 'notFound':
      return 'The site says this page does not exist.';
    case 'tooLarge':
      return `This page is larger than ${WEBSITE_PAGE_MAX_BYTES / MB} MB, so it is not read.`;
    case 'notHtmlOrText':
      return 'This address is not a web page or text (an image, a PDF or another file).';
    case 'duplicate':
      return `Same text as ${page.duplicateOf ?? 'another page'}, which is indexed instead.`;
    case 'redirectedOutside':
      return `This page redirects to ${page.redirectedTo ?? 'another site'}, outside the site, which is not followed.`;
    case 'refusedAddress':
      return 'This address leads to a private network address, which the service does not visit.';
    case 'failed':
      return failureSentence(page.failure);
    case 'noLongerOnSite':
      return 'This page is no longer in the site’s sitemap or links.';
  }
}
