import { useQueryClient } from '@tanstack/react-query';
import { apiKeySecretSchema } from '@shared/integrations.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const revealedKeyQueryKey = (id: string) => ['api-key-secret', id] as const;

/** The full key, asked for only when the user reveals or copies it. */
export async function revealApiKey(id: string): Promise<string> {
  const { key } = apiKeySecretSchema.parse(await apiFetch(apiPath(apiPaths.apiKeySecret, { id })));
  return key;
}

/** Fetches a key's full value once per visit; later reveals and copies reuse it. */
export function useRevealApiKey() {
  const queryClient = useQueryClient();
  return {
    /** The full key when this visit already has it, so a copy can write it without waiting. */
    known: (id: string) => queryClient.getQueryData<{ key: string }>(revealedKeyQueryKey(id))?.key,
    fetch: (id: string) =>
      queryClient
        .fetchQuery({
          queryKey: revealedKeyQueryKey(id),
          queryFn: async () => ({ key: await revealApiKey(id) }),
          staleTime: Infinity,
        })
        .then(({ key }) => key),
  };
}
