import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { answerEngineStatusSchema, type EngineSettingsInput } from '@shared/answers.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { answerEngineQueryKey } from './answer-engine.ts';

/** Saves the owner's choice; the answer (never the key) becomes the cached engine. */
export function useChooseAnswerEngine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: EngineSettingsInput) =>
      answerEngineStatusSchema.parse(
        await apiFetch(apiPaths.answerEngine, { method: 'PUT', body: choice }),
      ),
    onSuccess: (status) => queryClient.setQueryData(answerEngineQueryKey, status),
  });
}
