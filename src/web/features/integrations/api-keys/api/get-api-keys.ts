import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListSchema, type ApiKeyList } from '@shared/integrations.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const apiKeysUrl = '/api/v1/api-keys';

export const apiKeysQueryKey = ['api-keys'] as const;

export async function getApiKeys(): Promise<ApiKeyList> {
  return apiKeyListSchema.parse(await apiFetch(apiKeysUrl));
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
