import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type KnowledgeSource, knowledgeSourceSchema } from '@shared/knowledge.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

/** One source with its whole text (the list shows a preview). */
export async function getKnowledgeSource(id: string): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(await apiFetch(apiPath(apiPaths.knowledgeSource, { id })));
}

export const useKnowledgeSource = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...knowledgeQueryKey, id],
      queryFn: () => getKnowledgeSource(id!),
      enabled: id !== null,
      staleTime: 0,
    }),
  );
