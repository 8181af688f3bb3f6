import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type MetaPage, metaPageListSchema } from '@shared/meta.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const metaPagesQueryKey = ['meta-pages'] as const;

export async function getMetaPages() {
  return metaPageListSchema.parse(await apiFetch(apiPaths.metaPages));
}

export const metaPagesQueryOptions = () =>
  queryOptions({ queryKey: metaPagesQueryKey, queryFn: getMetaPages });

/** The account's Facebook Pages with their Instagram accounts, and whether the server has a Meta app. */
export const useMetaPages = () => useQuery(metaPagesQueryOptions());

export type { MetaPage };
