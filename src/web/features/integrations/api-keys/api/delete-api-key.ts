import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';
import { revealedKeyQueryKey } from './reveal-api-key.ts';

export async function deleteApiKey(id: string): Promise<void> {
  await apiFetch(apiPath(apiPaths.apiKey, { id }), { method: 'DELETE' });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: revealedKeyQueryKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
