import { useMutation } from '@tanstack/react-query';
import type { ProfileInput } from '@shared/profile-forms.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { authClient } from '@web/lib/auth-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';

/** The display name is the auth server's own user field, so better-auth's endpoint stores it. */
export async function updateProfile({ name }: ProfileInput): Promise<void> {
  const { error } = await authClient.updateUser({ name });
  if (error)
    throw new ApiError(error.status, error.code ?? 'error', error.message ?? error.statusText);
}

/** Saves the name, then reloads the session so the top bar and greeting show it. */
export function useUpdateProfile() {
  const { refresh } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => refresh() });
}
