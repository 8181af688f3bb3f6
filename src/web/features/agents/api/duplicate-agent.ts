import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Agent, agentSchema } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey } from '@web/lib/query-keys.ts';

export async function duplicateAgent(id: string): Promise<Agent> {
  return agentSchema.parse(
    await apiFetch(apiPath(apiPaths.agentDuplicate, { id }), { method: 'POST' }),
  );
}

export function useDuplicateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
