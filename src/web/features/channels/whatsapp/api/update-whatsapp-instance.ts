import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  whatsappInstanceSchema,
  type WhatsappInstance,
  type WhatsappInstancePatch,
} from '@shared/integrations.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { whatsappInstancesQueryKey } from './get-whatsapp-instances.ts';

export async function updateWhatsappInstance({
  id,
  ...body
}: WhatsappInstancePatch & { id: string }): Promise<WhatsappInstance> {
  return whatsappInstanceSchema.parse(
    await apiFetch(apiPath(apiPaths.whatsappInstance, { id }), {
      method: 'PATCH',
      body,
    }),
  );
}

/** Connects or disconnects an instance (either updates its last sync). */
export function useUpdateWhatsappInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsappInstance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappInstancesQueryKey }),
  });
}
