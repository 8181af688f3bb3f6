import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListSchema, type ApiKeyList } from '@shared/integrations.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const apiKeysQueryKey = ['api-keys'] as const;

export async function getApiKeys(): Promise<ApiKeyList> {
  return apiKeyListSchema.parse(await apiFetch(apiPaths.apiKeys));
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
