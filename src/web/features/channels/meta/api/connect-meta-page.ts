import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { metaPageSchema, type MetaPageTokenInput } from '@shared/meta.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { metaPagesQueryKey } from './get-meta-pages.ts';

export async function connectMetaPage(input: MetaPageTokenInput) {
  return metaPageSchema.parse(await apiFetch(apiPaths.metaPages, { method: 'POST', body: input }));
}

/** Connects a Page by its pasted access token. */
export function useConnectMetaPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectMetaPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaPagesQueryKey }),
  });
}
