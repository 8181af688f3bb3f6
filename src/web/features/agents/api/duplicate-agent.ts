import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Agent, agentSchema } from '@shared/agents.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey, agentUrl } from './get-agents.ts';

export async function duplicateAgent(id: string): Promise<Agent> {
  return agentSchema.parse(await apiFetch(`${agentUrl(id)}/duplicate`, { method: 'POST' }));
}

export function useDuplicateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
