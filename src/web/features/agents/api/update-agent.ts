import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Agent, type AgentPatch, agentSchema } from '@shared/agents.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey, agentUrl } from './get-agents.ts';

export async function updateAgent({
  id,
  patch,
}: {
  id: string;
  patch: AgentPatch;
}): Promise<Agent> {
  return agentSchema.parse(await apiFetch(agentUrl(id), { method: 'PATCH', body: patch }));
}

/** Activate/Deactivate and other changes; the card shows the stored state once answered. */
export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
