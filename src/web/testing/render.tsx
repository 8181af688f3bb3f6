import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppThemeProvider } from '@web/app/app-theme-provider.tsx';
import { AuthContext, type AuthState, type SignedInUser } from '@web/lib/auth-context.ts';

export const signedInUser: SignedInUser = {
  email: 'olivia@example.com',
  displayName: 'Olivia Owner',
};

type RenderOptions = {
  /** Where the router starts. */
  route?: string;
  /** The route's template, for a screen that reads its parameters (`/booking/:token`). */
  path?: string;
  /** The session's user; null renders signed out. */
  user?: SignedInUser | null;
};

/**
 * Renders a component as the app does: the theme, a fresh query cache, a router and a session.
 * Queries are not retried, so a failure shows at once; the API is faked with `apiServer`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', user = signedInUser }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth: AuthState = {
    user,
    loading: false,
    signOut: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
  };
  // A data router like the app's (src/web/main.tsx), so screens that block navigation work here.
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, auth, queryClient, router };
}
