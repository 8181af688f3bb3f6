import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Agent, type AgentPatch, agentSchema } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey } from '@web/lib/query-keys.ts';

export async function updateAgent({
  id,
  patch,
}: {
  id: string;
  patch: AgentPatch;
}): Promise<Agent> {
  return agentSchema.parse(
    await apiFetch(apiPath(apiPaths.agent, { id }), { method: 'PATCH', body: patch }),
  );
}

/** Activate/Deactivate and other changes; the card shows the stored state once answered. */
export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
