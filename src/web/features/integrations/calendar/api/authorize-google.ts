import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type GoogleAuthorization, googleAuthorizationSchema } from '@shared/google-calendar.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Google's consent page for this owner, with a state the server keeps for ten minutes. */
export async function authorizeGoogle(): Promise<GoogleAuthorization> {
  return googleAuthorizationSchema.parse(
    await apiFetch(apiPaths.googleCalendarAuthorize, { method: 'POST' }),
  );
}

export const useAuthorizeGoogle = () => useMutation({ mutationFn: authorizeGoogle });
