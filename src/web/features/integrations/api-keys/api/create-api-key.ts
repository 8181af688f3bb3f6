import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeySchema, type ApiKeyInput, type CreatedApiKey } from '@shared/integrations.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';
import { revealedKeyQueryKey } from './reveal-api-key.ts';

export async function createApiKey(input: ApiKeyInput): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(
    await apiFetch(apiPaths.apiKeys, { method: 'POST', body: input }),
  );
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      // The answer carries the full key once: reveal and copy need no further request.
      queryClient.setQueryData(revealedKeyQueryKey(created.id), { key: created.key });
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}
