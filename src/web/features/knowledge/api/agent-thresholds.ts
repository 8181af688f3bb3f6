import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentSchema } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey } from '@web/lib/query-keys.ts';

export function useSaveThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answerThreshold }: { id: string; answerThreshold: number }) =>
      agentSchema.parse(
        await apiFetch(apiPath(apiPaths.agent, { id }), {
          method: 'PATCH',
          body: { answerThreshold },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
