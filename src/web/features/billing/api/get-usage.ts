import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchema, type Usage } from '@shared/usage.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const usageQueryKey = ['usage'] as const;

export async function getUsage(): Promise<Usage> {
  return usageSchema.parse(await apiFetch(apiPaths.usage));
}

export const useUsage = () =>
  useQuery(queryOptions({ queryKey: usageQueryKey, queryFn: getUsage }));
