import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey } from '@web/lib/query-keys.ts';

export async function deleteAgent(id: string): Promise<void> {
  await apiFetch(apiPath(apiPaths.agent, { id }), { method: 'DELETE' });
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
