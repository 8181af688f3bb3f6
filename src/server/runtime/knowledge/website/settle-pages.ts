import type { WebsitePageChange, WebsitePageState } from '@shared/website-knowledge.ts';
import type { CrawledPage, PreviousPage } from './website-crawl.ts';

/** A page as the crawl met it, before duplicates and changes are known. */
export type ReachedPage = Omit<CrawledPage, 'change' | 'duplicateOf'>;

/** A page in `state` with nothing read from it yet. */
export const pageOf = (address: string, state: WebsitePageState): ReachedPage => ({
  address,
  state,
  title: null,
  text: null,
  language: null,
  textHash: null,
  etag: null,
  lastModified: null,
  redirectedTo: null,
  failure: null,
});

/**
 * The crawl's pages in the order they were found, with what they change. Of pages with the same
 * text, the first found is indexed and the others name it, so a re-crawl that meets them in the
 * same order keeps the same page indexed whichever answered first. When the crawl saw the whole
 * site, a page read before that it did not meet is reported removed.
 */
export function settlePages(
  reached: readonly ReachedPage[],
  previous: ReadonlyMap<string, PreviousPage>,
  complete: boolean,
): CrawledPage[] {
  const owners = new Map<string, string>();
  const pages = reached.map((page): CrawledPage => {
    const owner = page.state === 'indexed' && page.textHash ? owners.get(page.textHash) : null;
    if (page.state === 'indexed' && page.textHash && !owner)
      owners.set(page.textHash, page.address);
    const state: WebsitePageState = owner ? 'duplicate' : page.state;
    const before = previous.get(page.address);
    const kept = before && state === 'failed';
    return {
      ...page,
      state,
      // A page kept as it was read before keeps what asks the site, next time, whether it changed.
      ...(kept && {
        textHash: before.textHash,
        etag: before.etag,
        lastModified: before.lastModified,
      }),
      text: owner ? null : page.text,
      duplicateOf: owner ?? null,
      change: changeOf(before, state, page.textHash),
    };
  });
  if (!complete) return pages;
  const met = new Set(reached.map((page) => page.address));
  for (const gone of previous.values()) {
    if (met.has(gone.address)) continue;
    pages.push({ ...pageOf(gone.address, 'noLongerOnSite'), change: 'removed', duplicateOf: null });
  }
  return pages;
}

function changeOf(
  previous: PreviousPage | undefined,
  state: WebsitePageState,
  textHash: string | null,
): WebsitePageChange | null {
  if (!previous) return state === 'indexed' ? 'new' : null;
  if (state === 'indexed') return textHash === previous.textHash ? 'unchanged' : 'changed';
  // A page that could not be read this time (the site slow or down) keeps what was read before.
  if (state === 'failed') return 'unchanged';
  return 'removed';
}
