import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type KnowledgeSource, knowledgeSourceSchema } from '@shared/knowledge.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

/** Adds a customer's words to a Q&A's other ways of asking; it answers the Q&A as stored. */
export async function addPhrasing({
  id,
  phrasing,
}: {
  id: string;
  phrasing: string;
}): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(
    await apiFetch(apiPath(apiPaths.knowledgePhrasings, { id }), {
      method: 'POST',
      body: { phrasing },
    }),
  );
}

export function useAddPhrasing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhrasing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
