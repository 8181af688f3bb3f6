// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { paths } from '@shared/paths.ts';
import { documentTitle, errorScreenCopy, navCopy } from '@shared/portal-copy.ts';
import { lazyWithReload, RELOAD_GUARD_MS } from '@web/lib/lazy-with-reload.ts';
import { reloadPage } from '@web/lib/reload-page.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { paidSubscription } from '@web/testing/subscriptions.ts';
import { PortalLayout } from './portal-layout.tsx';

// jsdom cannot reload a page: the test counts the reloads instead.
vi.mock('@web/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const brokenPath = `${paths.portal.root}/broken`;

/** The portal's frame with a dashboard, opened at `brokenPath`, which shows `broken`. */
function renderPortal(broken: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route element={<PortalLayout />}>
        <Route path={paths.portal.dashboard} element={<h1>Dashboard screen</h1>} />
        <Route path={brokenPath} element={broken} />
      </Route>
    </Routes>,
    { route: brokenPath },
  );
}

/** What a browser says when a tab asks for a file of a version the server no longer has. */
const missingModule = () =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/usage-page-Bx1.js',
    ),
  );

function ThrowingScreen(): ReactElement {
  throw new Error('Cannot read properties of undefined (reading “map”)');
}

const errorScreen = (title: string) => screen.findByRole('region', { name: title });

describe('PortalLayout when a screen fails', () => {
  beforeEach(() => {
    apiServer.use(
      http.get(apiPaths.notifications, () =>
        HttpResponse.json({ notifications: [], nextCursor: null, unreadCount: 0 }),
      ),
      http.get(apiPaths.inbox, () => HttpResponse.json({ conversations: [], waiting: 0 })),
      http.get(apiPaths.subscription, () => HttpResponse.json(paidSubscription())),
    );
    vi.stubGlobal('scrollTo', vi.fn());
    // A desktop, so the sidebar is on the page beside the screen.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    // React reports each error a boundary catches; here they are the point.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(reloadPage).mockClear();
    vi.useRealTimers();
  });

  it('reloads once onto the new version when a screen’s file is gone, then says it could not load it', async () => {
    const user = userEvent.setup();
    const BeforeReload = lazyWithReload(missingModule);
    renderPortal(<BeforeReload />);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    // The page is going away: it keeps loading rather than showing an error meanwhile.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    cleanup();

    // The reloaded page loads the app afresh in the same tab, and the file is still missing.
    const AfterReload = lazyWithReload(missingModule);
    renderPortal(<AfterReload />);
    const shown = await errorScreen(errorScreenCopy.loadFailedTitle);
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(
      within(shown).getByRole('heading', { level: 1, name: errorScreenCopy.loadFailedTitle }),
    ).toBeInTheDocument();
    expect(shown).toHaveTextContent(errorScreenCopy.loadFailedText);
    await waitFor(() =>
      expect(document.title).toBe(documentTitle(errorScreenCopy.loadFailedTitle)),
    );
    // The frame stays, so the sidebar still leads anywhere.
    expect(screen.getByRole('navigation', { name: navCopy.label })).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: errorScreenCopy.reload }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('reloads again for a deploy later on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const Earlier = lazyWithReload(missingModule);
    renderPortal(<Earlier />);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    cleanup();

    vi.setSystemTime(Date.now() + RELOAD_GUARD_MS + 1);
    const Later = lazyWithReload(missingModule);
    renderPortal(<Later />);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
  });

  it('does not reload offline, where a reload would leave the portal for nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Offline = lazyWithReload(missingModule);
    renderPortal(<Offline />);
    expect(await errorScreen(errorScreenCopy.loadFailedTitle)).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the error screen for a screen that throws, and the dashboard link leads back', async () => {
    const user = userEvent.setup();
    renderPortal(<ThrowingScreen />);
    const shown = await errorScreen(errorScreenCopy.title);
    expect(
      within(shown).getByRole('heading', { level: 1, name: errorScreenCopy.title }),
    ).toBeInTheDocument();
    expect(shown).toHaveTextContent(errorScreenCopy.text);
    expect(reloadPage).not.toHaveBeenCalled();

    await user.click(within(shown).getByRole('link', { name: errorScreenCopy.dashboard }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard screen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: errorScreenCopy.title })).toBeNull();
  });

  it('leaves the error screen through the sidebar too', async () => {
    const user = userEvent.setup();
    renderPortal(<ThrowingScreen />);
    await errorScreen(errorScreenCopy.title);
    const nav = screen.getByRole('navigation', { name: navCopy.label });
    await user.click(within(nav).getByRole('link', { name: navCopy.dashboard }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard screen' }),
    ).toBeInTheDocument();
  });
});
