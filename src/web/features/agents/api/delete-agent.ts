import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey, agentUrl } from './get-agents.ts';

export async function deleteAgent(id: string): Promise<void> {
  await apiFetch(agentUrl(id), { method: 'DELETE' });
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
