import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/profile-forms.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { authClient } from '@web/lib/auth-client.ts';

/** better-auth's answer (400) when the current password is wrong. */
export const INVALID_PASSWORD = 'INVALID_PASSWORD';

/**
 * Changes the password and ends every other session of the account: whoever else knew the
 * old password is signed out. This browser gets a fresh session and stays signed in.
 */
export async function changePassword({
  currentPassword,
  newPassword,
}: ChangePasswordInput): Promise<void> {
  const { error } = await authClient.changePassword({
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (error)
    throw new ApiError(error.status, error.code ?? 'error', error.message ?? error.statusText);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
