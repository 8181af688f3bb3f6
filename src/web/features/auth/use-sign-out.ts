import { useNavigate } from 'react-router';
import { authCopy } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { useAuth } from '@web/lib/auth-context.ts';

/** Signs out and goes to sign-in; a failure is only logged, as the user menu specifies. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      navigate(paths.login, { replace: true });
    } catch (error) {
      console.error(authCopy.signOutFailed, error);
    }
  };
}
