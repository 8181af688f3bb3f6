import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { whatsappInstancesQueryKey } from './get-whatsapp-instances.ts';

export async function deleteWhatsappInstance(id: string): Promise<void> {
  await apiFetch(apiPath(apiPaths.whatsappInstance, { id }), { method: 'DELETE' });
}

export function useDeleteWhatsappInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhatsappInstance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappInstancesQueryKey }),
  });
}
