import { useMemo, useState, type ReactNode } from 'react';
import { authClient } from '@web/lib/auth-client.ts';
import { AuthContext, type AuthState } from '@web/lib/auth-context.ts';

/** Holds the session from the auth server; later changes (sign-in, sign-out) update it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const sessionUser = session.data?.user;
  const { refetch } = session;
  // better-auth turns isPending back on whenever it asks again while signed out (window
  // focus, right after a sign-in); screens must not fall back to their loading state then.
  const [answered, setAnswered] = useState(false);
  if (!answered && !session.isPending) setAnswered(true);
  const loading = !answered && session.isPending;

  const value = useMemo<AuthState>(
    () => ({
      user: sessionUser ? { email: sessionUser.email, displayName: sessionUser.name } : null,
      loading,
      signOut: async () => {
        const { error } = await authClient.signOut();
        if (error) throw error;
      },
      refresh: () => refetch(),
    }),
    [sessionUser, loading, refetch],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
