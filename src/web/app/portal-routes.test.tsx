// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsCopy } from '@shared/analytics-copy.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { dashboardCopy } from '@shared/dashboard.ts';
import { paths } from '@shared/paths.ts';
import { documentTitle, screenTitles } from '@shared/portal-copy.ts';
import type { SignedInUser } from '@web/lib/auth-context.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders, signedInUser } from '@web/testing/render.tsx';
import { paidSubscription } from '@web/testing/subscriptions.ts';
import PortalRoutes from './portal-routes.tsx';

function renderAt(path: string, user: SignedInUser | null = signedInUser) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/login" element={<p>Sign-in page</p>} />
      <Route path="/portal/*" element={<PortalRoutes />} />
    </Routes>,
    { route: path, user },
  );
}

describe('PortalRoutes', () => {
  beforeEach(() => {
    // The top bar's bell asks for notifications on every screen.
    apiServer.use(
      http.get(apiPaths.notifications, () =>
        HttpResponse.json({ notifications: [], nextCursor: null, unreadCount: 0 }),
      ),
      // The billing banner reads the subscription on every screen.
      http.get(apiPaths.subscription, () => HttpResponse.json(paidSubscription())),
      // The sidebar counts the conversations waiting for a person.
      http.get(apiPaths.inbox, () => HttpResponse.json({ conversations: [], waiting: 0 })),
      http.get(apiPaths.dashboard, () =>
        HttpResponse.json({
          stats: {
            activeUsers: { thisMonth: 0, lastMonth: 0 },
            totalConversations: { thisMonth: 0, lastMonth: 0 },
            activeAgents: { now: 0, inConversations: { thisMonth: 0, lastMonth: 0 } },
          },
          activity: [],
          onboarding: null,
          returning: false,
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
    renderAt(paths.portal.templates);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      screenTitles.templates,
    );
    await waitFor(() => expect(document.title).toBe(documentTitle(screenTitles.templates)));
  });

  it('opens Analytics as a real screen, no longer a placeholder', async () => {
    apiServer.use(
      http.get(apiPaths.agents, () => HttpResponse.json({ agents: [] })),
      http.get(apiPaths.analytics, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Not now' } }, { status: 500 }),
      ),
    );
    renderAt(paths.portal.analytics);
    // The screen is its own chunk; the first import of it is slow under the test transform.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(heading).toHaveTextContent(screenTitles.analytics);
    await waitFor(() => expect(document.title).toBe(documentTitle(screenTitles.analytics)));
    expect(screen.getByRole('search', { name: analyticsCopy.filtersLabel })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(analyticsCopy.loadFailed);
  });

  it('opens the dashboard for /portal, greeting the user in its heading', async () => {
    renderAt(paths.portal.root);
    // The screen is its own chunk; the first import of it is slow under the test transform.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(heading).toHaveTextContent(dashboardCopy.welcome('Olivia Owner', false));
    await waitFor(() => expect(document.title).toBe(documentTitle(screenTitles.dashboard)));
  });

  describe('channels', () => {
    beforeEach(() => {
      apiServer.use(
        http.get(apiPaths.agents, () => HttpResponse.json({ agents: [] })),
        http.get(apiPaths.whatsappInstances, () =>
          HttpResponse.json({ instances: [], gateway: 'simulated' }),
        ),
      );
    });

    it.each([
      [paths.portal.websiteWidget, screenTitles.websiteWidget],
      [paths.portal.whatsapp, screenTitles.whatsapp],
      [paths.portal.telegram, screenTitles.telegram],
    ])('opens %s as its own screen', async (path, title) => {
      renderAt(path);
      // The screen is its own chunk; the first import of it is slow under the test transform.
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(heading).toHaveTextContent(title);
      await waitFor(() => expect(document.title).toBe(documentTitle(title)));
    });

    // Bookmarks and older notifications still use these; what follows the path comes along.
    it.each([
      [
        '/portal/setup/channels?agent=a1#snippet',
        paths.portal.websiteWidget,
        screenTitles.websiteWidget,
      ],
      ['/portal/channels?agent=a1#snippet', paths.portal.websiteWidget, screenTitles.websiteWidget],
      [
        '/portal/integrations/whatsapp?agent=a1#snippet',
        paths.portal.whatsapp,
        screenTitles.whatsapp,
      ],
    ])('redirects the old address %s to %s, keeping its query', async (from, to, title) => {
      const { router } = renderAt(from);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(heading).toHaveTextContent(title);
      expect(router.state.location).toMatchObject({
        pathname: to,
        search: '?agent=a1',
        hash: '#snippet',
      });
      // Replaced, not pushed: Back does not return to the address that only redirects.
      expect(router.state.historyAction).toBe('REPLACE');
    });
  });

  it('sends an unknown portal path to the home page', async () => {
    renderAt('/portal/xyz');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in', async () => {
    renderAt(paths.portal.profile, null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
