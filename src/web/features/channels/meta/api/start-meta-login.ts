import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { metaLoginSchema } from '@shared/meta.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Facebook's login dialog for this owner, with a state the server keeps for ten minutes. */
export async function startMetaLogin() {
  return metaLoginSchema.parse(await apiFetch(apiPaths.metaLogin, { method: 'POST' }));
}

export const useStartMetaLogin = () => useMutation({ mutationFn: startMetaLogin });
