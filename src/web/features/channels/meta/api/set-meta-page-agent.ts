import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { type MetaPageAgentInput, metaPageSchema } from '@shared/meta.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { metaPagesQueryKey } from './get-meta-pages.ts';

export async function setMetaPageAgent({ id, ...body }: MetaPageAgentInput & { id: string }) {
  return metaPageSchema.parse(
    await apiFetch(apiPath(apiPaths.metaPageAgent, { id }), { method: 'PUT', body }),
  );
}

/** Chooses the agent that answers a Page on Messenger or on Instagram (or none). */
export function useSetMetaPageAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMetaPageAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: metaPagesQueryKey }),
  });
}
