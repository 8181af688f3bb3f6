import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type DocumentInput,
  type KnowledgeSource,
  type KnowledgeUpdate,
  knowledgeSourceSchema,
} from '@shared/knowledge.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { knowledgeQueryKey } from '@web/lib/query-keys.ts';

/**
 * Every change to the knowledge base answers with the source as stored (and indexed), and
 * refreshes the list, whose usage figure changes with it.
 */
function useKnowledgeChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => send(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}

const stored = async (answer: Promise<unknown>): Promise<KnowledgeSource> =>
  knowledgeSourceSchema.parse(await answer);

export const useAddDocument = () =>
  useKnowledgeChange((input: DocumentInput) =>
    stored(apiFetch(apiPaths.knowledgeDocuments, { method: 'POST', body: input })),
  );

export const useUpdateKnowledge = () =>
  useKnowledgeChange(({ id, patch }: { id: string; patch: KnowledgeUpdate }) =>
    stored(apiFetch(apiPath(apiPaths.knowledgeSource, { id }), { method: 'PATCH', body: patch })),
  );

export const useReindexKnowledge = () =>
  useKnowledgeChange((id: string) =>
    stored(apiFetch(apiPath(apiPaths.knowledgeReindex, { id }), { method: 'POST' })),
  );

export const useDeleteKnowledge = () =>
  useKnowledgeChange((id: string) =>
    apiFetch(apiPath(apiPaths.knowledgeSource, { id }), { method: 'DELETE' }),
  );
