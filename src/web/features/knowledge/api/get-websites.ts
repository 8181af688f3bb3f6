import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { pageSearch } from '@shared/pagination.ts';
import {
  type Website,
  websiteListSchema,
  websitePageListSchema,
} from '@shared/website-knowledge.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { websitesQueryKey } from '@web/lib/query-keys.ts';

/** While a crawl runs, its counts are asked for this often, so they move on screen. */
export const CRAWL_PROGRESS_POLL_MS = 1000;

/** Whether the website is being read now (or stopping). */
export const isCrawling = (site: Website | undefined) =>
  site?.crawl.state === 'running' || site?.crawl.state === 'cancelling';

/** The account's website (at most one), asked for again every second while it is read. */
export const useWebsites = () =>
  useQuery(
    queryOptions({
      queryKey: websitesQueryKey,
      queryFn: async () => websiteListSchema.parse(await apiFetch(apiPaths.websites)),
      refetchInterval: (query) =>
        query.state.data?.websites.some(isCrawling) ? CRAWL_PROGRESS_POLL_MS : false,
    }),
  );

/**
 * The website's pages, a page at a time; `crawlFinishedAt` is part of the key, so a crawl's
 * end shows its pages.
 */
export const useWebsitePages = (site: Website) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...websitesQueryKey, site.id, 'pages', site.crawl.finishedAt],
      queryFn: async ({ pageParam }) =>
        websitePageListSchema.parse(
          await apiFetch(
            `${apiPath(apiPaths.websitePages, { id: site.id })}${pageSearch({ cursor: pageParam })}`,
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
