import { createContext, useContext } from 'react';
import { authCopy } from '@shared/auth-copy.ts';

export type SignedInUser = { email: string; displayName: string };

export type AuthState = {
  /** null while signed out (and while the first session answer is awaited). */
  user: SignedInUser | null;
  /** true until the first session answer arrives. */
  loading: boolean;
  signOut: () => Promise<void>;
  /** Asks the server again, e.g. after the profile changed the name. */
  refresh: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error(authCopy.contextMissing);
  return auth;
}
