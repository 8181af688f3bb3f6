import { queryOptions, useQuery } from '@tanstack/react-query';
import { whatsappInstanceListSchema, type WhatsappInstanceList } from '@shared/integrations.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const whatsappInstancesQueryKey = ['whatsapp-instances'] as const;

export async function getWhatsappInstances(): Promise<WhatsappInstanceList> {
  return whatsappInstanceListSchema.parse(await apiFetch(apiPaths.whatsappInstances));
}

export const whatsappInstancesQueryOptions = () =>
  queryOptions({ queryKey: whatsappInstancesQueryKey, queryFn: getWhatsappInstances });

export const useWhatsappInstances = () => useQuery(whatsappInstancesQueryOptions());
