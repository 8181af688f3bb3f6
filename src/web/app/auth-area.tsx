import { Outlet } from 'react-router';
import { AuthProvider } from '@web/features/auth/auth-provider.tsx';

/** Sign-in, reset and the portal share one session; the landing page needs none. */
export default function AuthArea() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
