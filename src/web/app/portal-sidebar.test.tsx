// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths.ts';
import { agentAnalyticsPath, paths } from '@shared/paths.ts';
import { navCopy } from '@shared/portal-copy.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { PortalSidebar } from './portal-sidebar.tsx';

function renderAt(path: string, onNavigate?: () => void, waiting = 0) {
  apiServer.use(http.get(apiPaths.inbox, () => HttpResponse.json({ conversations: [], waiting })));
  return renderWithProviders(<PortalSidebar onNavigate={onNavigate} />, { route: path });
}

const nav = () => screen.getByRole('navigation', { name: navCopy.label });

describe('PortalSidebar', () => {
  afterEach(cleanup);

  it('says beside Live how many conversations wait for a person', async () => {
    renderAt(paths.portal.dashboard, undefined, 2);
    expect(
      await within(nav()).findByRole('link', {
        name: `${navCopy.liveConversations} ${navCopy.waitingCount(2)}`,
      }),
    ).toHaveAttribute('href', paths.portal.liveConversations);
  });

  it('highlights the link of the current path, and only that one', () => {
    renderAt(paths.portal.usage);
    const current = within(nav()).getByRole('link', { name: navCopy.usage });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('Mui-selected');
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([current]);
    expect(within(nav()).getByRole('link', { name: navCopy.subscription })).not.toHaveClass(
      'Mui-selected',
    );
  });

  it('lists Analytics under Conversations, current on its page whatever its filters', () => {
    renderAt(agentAnalyticsPath('a1'));
    const group = within(nav()).getByRole('button', { name: navCopy.conversations });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const analytics = within(nav()).getByRole('link', { name: navCopy.analytics });
    expect(analytics).toHaveAttribute('href', paths.portal.analytics);
    expect(analytics).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: navCopy.history })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('gathers the channels in one group, each screen a click away', async () => {
    const user = userEvent.setup();
    renderAt(paths.portal.dashboard);
    const group = within(nav()).getByRole('button', { name: navCopy.channels });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const channels = within(nav()).getByRole('list', { name: navCopy.channels });
    expect(
      within(channels)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [navCopy.websiteWidget, paths.portal.websiteWidget],
      [navCopy.whatsapp, paths.portal.whatsapp],
      [navCopy.telegram, paths.portal.telegram],
      [navCopy.meta, paths.portal.meta],
    ]);
    const integrations = within(nav()).getByRole('list', { name: navCopy.integrations });
    expect(within(integrations).queryByRole('link', { name: navCopy.whatsapp })).toBeNull();

    await user.click(within(channels).getByRole('link', { name: navCopy.telegram }));
    expect(within(channels).getByRole('link', { name: navCopy.telegram })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapses and expands a group', async () => {
    const user = userEvent.setup();
    renderAt(paths.portal.dashboard);
    const toggle = within(nav()).getByRole('button', { name: navCopy.integrations });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: navCopy.apiKeys })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav()).queryByRole('link', { name: navCopy.apiKeys })).toBeNull(),
    );
    // The other groups are left as they were.
    expect(within(nav()).getByRole('link', { name: navCopy.usage })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: navCopy.apiKeys })).toHaveAttribute(
      'href',
      paths.portal.apiKeys,
    );
  });

  it('tells its drawer when a link was followed, so a phone drawer can close', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderAt(paths.portal.dashboard, onNavigate);
    await user.click(within(nav()).getByRole('link', { name: navCopy.helpCenter }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(within(nav()).getByRole('link', { name: navCopy.helpCenter })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
