import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type KnowledgeList, knowledgeListSchema } from '@shared/knowledge.ts';
import { pageSearch } from '@shared/pagination.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

export async function getKnowledge(cursor?: string): Promise<KnowledgeList> {
  return knowledgeListSchema.parse(
    await apiFetch(`${apiPaths.knowledge}${pageSearch({ cursor })}`),
  );
}

/** The knowledge base, a page at a time ("Show more"), with the plan's text usage. */
export const useKnowledge = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: knowledgeQueryKey,
      queryFn: ({ pageParam }) => getKnowledge(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
