import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  whatsappInstanceSchema,
  type WhatsappAgentInput,
  type WhatsappInstance,
} from '@shared/integrations.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { whatsappInstancesQueryKey } from './get-whatsapp-instances.ts';

export async function setInstanceAgent({
  id,
  ...body
}: WhatsappAgentInput & { id: string }): Promise<WhatsappInstance> {
  return whatsappInstanceSchema.parse(
    await apiFetch(apiPath(apiPaths.whatsappInstanceAgent, { id }), { method: 'PUT', body }),
  );
}

/** Chooses the agent that answers a number (or none). */
export function useSetInstanceAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInstanceAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappInstancesQueryKey }),
  });
}
