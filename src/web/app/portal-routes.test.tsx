// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardCopy } from '@shared/dashboard.ts';
import { paths } from '@shared/paths.ts';
import { documentTitle, screenTitles } from '@shared/portal-copy.ts';
import { AuthContext, type AuthState } from '@web/lib/auth-context.ts';
import PortalRoutes from './portal-routes.tsx';

const signedIn: AuthState = {
  user: { email: 'olivia@example.com', displayName: 'Olivia Owner' },
  loading: false,
  signOut: vi.fn(),
  refresh: vi.fn(),
};

function renderAt(path: string, auth: AuthState = signedIn) {
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/login" element={<p>Sign-in page</p>} />
          <Route path="/portal/*" element={<PortalRoutes />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('PortalRoutes', () => {
  beforeEach(() => {
    // The top bar's bell asks for notifications on every screen.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ notifications: [], nextCursor: null, unreadCount: 0 }), {
            status: 200,
          }),
      ),
    );
    vi.stubGlobal('scrollTo', vi.fn());
    // jsdom has no layout; the media query hook needs matchMedia.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a placeholder screen with only its title, in the heading and the tab', async () => {
    renderAt(paths.portal.channels);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      screenTitles.channels,
    );
    expect(document.title).toBe(documentTitle(screenTitles.channels));
  });

  it('opens the dashboard for /portal, greeting the user in its heading', async () => {
    renderAt(paths.portal.root);
    // The screen is its own chunk; the first import of it is slow under the test transform.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(heading).toHaveTextContent(dashboardCopy.welcome('Olivia Owner'));
    expect(document.title).toBe(documentTitle(screenTitles.dashboard));
  });

  it('sends an unknown portal path to the home page', async () => {
    renderAt('/portal/xyz');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in', async () => {
    renderAt(paths.portal.profile, { ...signedIn, user: null });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
