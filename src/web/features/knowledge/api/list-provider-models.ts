import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type ModelListInput, modelListSchema } from '@shared/answers.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Asks the provider for its models with the key typed (or the stored one): free, but slow. */
export const useListProviderModels = () =>
  useMutation({
    mutationFn: async (server: ModelListInput) =>
      modelListSchema.parse(
        await apiFetch(apiPaths.answerEngineModels, { method: 'POST', body: server }),
      ),
  });
