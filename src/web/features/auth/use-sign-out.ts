import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCopy } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { duringSignOut } from '@web/lib/api-client.ts';
import { useAuth } from '@web/lib/auth-context.ts';
import { putAvailability } from '@web/lib/availability.ts';
import { unsubscribeThisBrowser } from '@web/lib/service-worker.ts';

/** Signs out and goes to sign-in; a failure is only logged, as the user menu specifies. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await duringSignOut(async () => {
        // Signing out ends the person's availability: nobody is given conversations after.
        await putAvailability('offline').catch(() => undefined);
        await signOut();
        await navigate(paths.login, { replace: true });
      });
      // Nothing of the account stays in memory for whoever signs in next on this tab, and this
      // device shows none of its notifications any more.
      queryClient.clear();
      void unsubscribeThisBrowser().catch(() => undefined);
    } catch (error) {
      console.error(authCopy.signOutFailed, error);
    }
  };
}
