import { queryOptions, useQuery } from '@tanstack/react-query';
import { whatsappInstanceListSchema, type WhatsappInstanceList } from '@shared/integrations.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const whatsappUrl = '/api/v1/whatsapp';

export const whatsappInstancesQueryKey = ['whatsapp-instances'] as const;

export async function getWhatsappInstances(): Promise<WhatsappInstanceList> {
  return whatsappInstanceListSchema.parse(await apiFetch(`${whatsappUrl}/instances`));
}

export const whatsappInstancesQueryOptions = () =>
  queryOptions({ queryKey: whatsappInstancesQueryKey, queryFn: getWhatsappInstances });

export const useWhatsappInstances = () => useQuery(whatsappInstancesQueryOptions());
