import { z } from 'zod';
import { pageSchema } from './pagination.ts';
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
  'overKnowledgeLimit',
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
    overKnowledgeLimit: 'Over the plan’s knowledge limit',
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
    case 'overKnowledgeLimit':
      return 'Your plan’s knowledge text was full before this page, so it is not indexed. Remove sources or upgrade your plan.';
  }
}

/** How often a website is crawled again by itself. */
export const websiteSchedules = ['off', 'daily', 'weekly'] as const;
export type WebsiteSchedule = (typeof websiteSchedules)[number];

/** The time between two scheduled crawls. */
const HOUR_MS = 60 * 60_000;
export const websiteScheduleIntervalMs: Record<Exclude<WebsiteSchedule, 'off'>, number> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

/**
 * Where the website's last crawl stands: `running` (or `cancelling`, asked to stop) while it
 * reads; `done`, `cancelled` or `failed` after; `waiting` before the first one starts.
 */
export const websiteCrawlStates = [
  'waiting',
  'running',
  'cancelling',
  'done',
  'cancelled',
  'failed',
] as const;
export type WebsiteCrawlState = (typeof websiteCrawlStates)[number];

export const WEBSITE_DEPTH_MIN = 1;
export const WEBSITE_DEPTH_MAX = 10;
export const WEBSITE_ADDRESS_MAX_LENGTH = 2000;
export const WEBSITE_PATTERN_MAX_LENGTH = 200;
export const WEBSITE_PATTERNS_MAX = 20;
/** Crawls an owner may start by hand in an hour: each one asks the whole site again. */
export const WEBSITE_CRAWLS_PER_HOUR = 10;

export const websiteFormCopy = {
  title: 'Add website',
  titleEdit: 'Website settings',
  address: 'Website address',
  addressHint: 'The home page, like https://www.example.com. Its sitemap is read first.',
  include: 'Only pages matching',
  exclude: 'Leave out pages matching',
  depth: 'Depth',
  depthHint: 'How many links away from the home page, when the site has no sitemap.',
  schedule: 'Read again',
  scheduleLabels: {
    off: 'Only when I ask',
    daily: 'Every day',
    weekly: 'Every week',
  } satisfies Record<WebsiteSchedule, string>,
  addressMissing: 'Write the website’s address.',
  addressInvalid: 'Write a web address that starts with http:// or https://.',
  addressTooLong: `Keep the address under ${WEBSITE_ADDRESS_MAX_LENGTH + 1} characters.`,
  patternInvalid: 'Write each path on its own line, starting with /, like /blog/*.',
  patternTooLong: `Keep each path under ${WEBSITE_PATTERN_MAX_LENGTH + 1} characters.`,
  tooManyPatterns: `List at most ${WEBSITE_PATTERNS_MAX} paths.`,
  depthInvalid: `Choose a depth from ${WEBSITE_DEPTH_MIN} to ${WEBSITE_DEPTH_MAX}.`,
  scheduleInvalid: 'Choose how often the website is read again.',
} as const;

export const websiteCopy = {
  heading: 'Website',
  intro:
    'Your agents answer from the pages of your own website: each page is read, indexed and listed here, and its address is shown under an answer that used it.',
  add: 'Add website',
  crawlAgain: 'Crawl again',
  cancel: 'Cancel crawl',
  settings: 'Settings',
  remove: 'Remove website',
  removeTitle: 'Remove this website?',
  removeBody:
    'Its pages are removed from your agents’ knowledge. The website itself is not changed.',
  removed: 'The website was removed.',
  removing: 'Removing…',
  keep: 'Keep it',
  saved: 'Saved. The next crawl uses these settings.',
  save: 'Save',
  saving: 'Saving…',
  addAndCrawl: 'Add and crawl',
  close: 'Cancel',
  actionFailed: 'That did not work. Try again.',
  loadFailed: 'The website could not be loaded.',
  crawlStarted: 'Reading the website…',
  crawlStatus: 'The website’s crawl',
  crawlStateLabels: {
    waiting: 'Waiting to start',
    running: 'Reading the website',
    cancelling: 'Stopping',
    done: 'Read',
    cancelled: 'Stopped',
    failed: 'Could not be read',
  } satisfies Record<WebsiteCrawlState, string>,
  progress: ({ found, indexed, skipped }: { found: number; indexed: number; skipped: number }) =>
    `${found} ${found === 1 ? 'page' : 'pages'} found · ${indexed} indexed · ${skipped} skipped`,
  limitReached: (limit: number) =>
    `The site has more pages than your plan reads (${limit.toLocaleString('en-US')}): the first ${limit.toLocaleString('en-US')} found are read.`,
  lastCrawled: (when: string) => `Last read ${when}`,
  nextCrawl: (when: string) => `Next read ${when}`,
  pagesHeading: 'Pages',
  noPages: 'No pages read yet.',
  showMorePages: 'Show more pages',
  notFound: 'This website does not exist.',
  alreadyAdded: 'Your account has a website already: change its settings or remove it first.',
  crawlRunning: 'The website is being read already: wait for it, or cancel it.',
  noCrawlRunning: 'The website is not being read now.',
  tooManyCrawls: `A website can be read at most ${WEBSITE_CRAWLS_PER_HOUR} times an hour by hand. Try again later.`,
  startUnreadable: 'The website’s address could not be read. Check it and crawl again.',
} as const;

const patternSchema = z
  .string({ error: websiteFormCopy.patternInvalid })
  .trim()
  .max(WEBSITE_PATTERN_MAX_LENGTH, websiteFormCopy.patternTooLong)
  .regex(/^\/\S*$/, websiteFormCopy.patternInvalid);

/** Include or exclude paths, as the API takes them: a list. */
export const websitePatternsSchema = z
  .array(patternSchema, { error: websiteFormCopy.patternInvalid })
  .max(WEBSITE_PATTERNS_MAX, websiteFormCopy.tooManyPatterns)
  .describe(
    `Path globs (at most ${WEBSITE_PATTERNS_MAX}, each starting with /), like /blog/* or /docs/**.`,
  );

/**
 * The same paths as the form's text area holds them, one a line (empty lines left out),
 * checked by the list's rule; a refusal is the text area's own, in words.
 */
export const websitePatternLinesSchema = z.string().transform((text, ctx) => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = websitePatternsSchema.safeParse(lines);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  return z.NEVER;
});

export const websiteAddressSchema = z
  .string({ error: websiteFormCopy.addressMissing })
  .trim()
  .min(1, websiteFormCopy.addressMissing)
  .max(WEBSITE_ADDRESS_MAX_LENGTH, websiteFormCopy.addressTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, websiteFormCopy.addressInvalid);

export const websiteDepthSchema = z
  .number({ error: websiteFormCopy.depthInvalid })
  .int(websiteFormCopy.depthInvalid)
  .min(WEBSITE_DEPTH_MIN, websiteFormCopy.depthInvalid)
  .max(WEBSITE_DEPTH_MAX, websiteFormCopy.depthInvalid);

const scheduleSchema = z.enum(websiteSchedules, { error: websiteFormCopy.scheduleInvalid });

/** POST /api/v1/websites: the site to read, and how; the first crawl starts at once. */
export const websiteInputSchema = z
  .object({
    address: websiteAddressSchema.describe('The website’s home page (http or https).'),
    include: websitePatternsSchema.optional(),
    exclude: websitePatternsSchema.optional(),
    depth: websiteDepthSchema
      .optional()
      .describe(
        `How many links from the home page a crawl without a sitemap goes (${WEBSITE_CRAWL_DEFAULT_DEPTH} when left out).`,
      ),
    schedule: scheduleSchema.optional().describe('How often it is read again (off when left out).'),
  })
  .strict();
export type WebsiteInput = z.input<typeof websiteInputSchema>;

/** PATCH /api/v1/websites/:id: only what is sent changes; the next crawl reads by it. */
export const websiteUpdateSchema = websiteInputSchema
  .omit({ address: true })
  .strict()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one field to change.',
  });
export type WebsiteUpdate = z.input<typeof websiteUpdateSchema>;

const progressSchema = z.object({
  found: z.number().int(),
  indexed: z.number().int(),
  skipped: z.number().int(),
});

export const websiteSchema = z.object({
  id: z.string(),
  address: z.string(),
  include: z.array(z.string()),
  exclude: z.array(z.string()),
  depth: z.number().int(),
  schedule: z.enum(websiteSchedules),
  crawl: z.object({
    state: z.enum(websiteCrawlStates),
    /** Pages found, indexed and skipped by the crawl running now, or by the last one. */
    progress: progressSchema,
    /** The site had more pages than the plan's page limit. */
    limitReached: z.boolean(),
    /** Why the last crawl could not read the site, in words. */
    failure: z.string().nullable(),
    /** ISO 8601 */
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  }),
  /** When the schedule reads it again; null when off. ISO 8601 */
  nextCrawlAt: z.string().nullable(),
  /** The plan's page limit for one crawl. */
  pageLimit: z.number().int(),
  createdAt: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

export const websiteListSchema = z.object({ websites: z.array(websiteSchema) });
export type WebsiteList = z.infer<typeof websiteListSchema>;

export const websitePageSchema = z.object({
  id: z.string(),
  address: z.string(),
  title: z.string().nullable(),
  state: z.enum(websitePageStates),
  /** What the last crawl changed in it; null when it gives no knowledge, then or now. */
  change: z.enum(websitePageChanges).nullable(),
  /** The state in a sentence. */
  stateSentence: z.string(),
  duplicateOf: z.string().nullable(),
  /** The knowledge source the page became, when indexed. */
  sourceId: z.string().nullable(),
  /** ISO 8601 */
  crawledAt: z.string(),
});
export type WebsitePage = z.infer<typeof websitePageSchema>;

/** GET /api/v1/websites/:id/pages: a page of the website's pages, and whose they are. */
export const websitePageListSchema = pageSchema('pages', websitePageSchema).extend({
  websiteId: z.string(),
});
export type WebsitePageList = z.infer<typeof websitePageListSchema>;
