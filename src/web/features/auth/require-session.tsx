import { Navigate, Outlet, useLocation } from 'react-router';
import { authCopy } from '@shared/auth-copy.ts';
import { paths } from '@shared/paths.ts';
import { PageLoader } from '@web/components/page-loader.tsx';
import { useAuth } from '@web/lib/auth-context.ts';

/** Lets only a signed-in user through; a spinner shows while the session loads. */
export function RequireSession() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader label={authCopy.sessionLoading} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
