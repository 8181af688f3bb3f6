import { useMemo, type ReactNode } from 'react';
import { authClient } from '@web/lib/auth-client.ts';
import { AuthContext, type AuthState } from '@web/lib/auth-context.ts';

/** Holds the session from the auth server; later changes (sign-in, sign-out) update it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const sessionUser = session.data?.user;
  const { refetch } = session;

  const value = useMemo<AuthState>(
    () => ({
      user: sessionUser ? { email: sessionUser.email, displayName: sessionUser.name } : null,
      loading: session.isPending,
      signOut: async () => {
        const { error } = await authClient.signOut();
        if (error) throw error;
      },
      refresh: () => refetch(),
    }),
    [sessionUser, session.isPending, refetch],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
