import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { metaPagesQueryKey } from './get-meta-pages.ts';

export async function disconnectMetaPage(id: string) {
  await apiFetch(apiPath(apiPaths.metaPage, { id }), { method: 'DELETE' });
}

/** Disconnects a Page: Meta stops sending its messages here. */
export function useDisconnectMetaPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectMetaPage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: metaPagesQueryKey }),
  });
}
