import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client.ts';
import { apiKeysQueryKey, apiKeysUrl } from './get-api-keys.ts';
import { revealedKeyQueryKey } from './reveal-api-key.ts';

export async function deleteApiKey(id: string): Promise<void> {
  await apiFetch(`${apiKeysUrl}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: revealedKeyQueryKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
