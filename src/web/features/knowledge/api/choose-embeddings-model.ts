import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import type { EngineSettingsInput } from '@shared/answers.ts';
import { embeddingsStatusSchema } from '@shared/embeddings.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { embeddingsModelQueryKey } from './embeddings-model.ts';

/**
 * Saves the owner's choice of embeddings model; the answer (never the key) becomes the cached
 * status, and with it the reading of the knowledge that the choice starts.
 */
export function useChooseEmbeddingsModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: EngineSettingsInput) =>
      embeddingsStatusSchema.parse(
        await apiFetch(apiPaths.embeddingsModel, { method: 'PUT', body: choice }),
      ),
    onSuccess: (status) => queryClient.setQueryData(embeddingsModelQueryKey, status),
  });
}
