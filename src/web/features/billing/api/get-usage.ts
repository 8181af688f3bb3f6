import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchema, type Usage } from '@shared/usage.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const usageUrl = '/api/v1/usage';

export const usageQueryKey = ['usage'] as const;

export async function getUsage(): Promise<Usage> {
  return usageSchema.parse(await apiFetch(usageUrl));
}

export const useUsage = () =>
  useQuery(queryOptions({ queryKey: usageQueryKey, queryFn: getUsage }));
