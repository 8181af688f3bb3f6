import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type KnowledgeSource, knowledgeListSchema } from '@shared/knowledge.ts';
import { PAGE_LIMIT_MAX, pageSearch } from '@shared/pagination.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

/**
 * Every Q&A pair of the knowledge base, to choose the one a customer's question is another way
 * of asking. A small business has tens of them, so the pages are read to the end.
 */
export async function getQaPairs(): Promise<KnowledgeSource[]> {
  const pairs: KnowledgeSource[] = [];
  let cursor: string | undefined;
  do {
    const page = knowledgeListSchema.parse(
      await apiFetch(`${apiPaths.knowledge}${pageSearch({ limit: PAGE_LIMIT_MAX, cursor })}`),
    );
    pairs.push(...page.sources.filter((source) => source.kind === 'qa'));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pairs;
}

/** Under the knowledge base's key: adding to it refreshes the choice. */
export const useQaPairs = () =>
  useQuery(queryOptions({ queryKey: [...knowledgeQueryKey, 'qa-pairs'], queryFn: getQaPairs }));
