import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client.ts';
import { whatsappInstancesQueryKey, whatsappUrl } from './get-whatsapp-instances.ts';

export async function deleteWhatsappInstance(id: string): Promise<void> {
  await apiFetch(`${whatsappUrl}/instances/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWhatsappInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhatsappInstance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappInstancesQueryKey }),
  });
}
