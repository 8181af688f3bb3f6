// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  notificationCopy,
  notificationUiCopy,
  type NotificationList,
} from '@shared/notifications.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const sample: NotificationList = {
  notifications: [
    {
      id: 'n1',
      type: 'success',
      title: 'Agent activated',
      message: 'Your agent is live.',
      timestamp: minutesAgo(5),
      read: false,
      link: null,
    },
    {
      id: 'n2',
      type: 'warning',
      title: 'Limit near',
      message: 'You used 856 of 1,000.',
      timestamp: minutesAgo(180),
      read: false,
      link: null,
    },
    {
      id: 'n3',
      type: 'info',
      title: 'New integration',
      message: 'Apple Calendar is here.',
      timestamp: minutesAgo(2880),
      read: true,
      link: null,
    },
  ],
  nextCursor: null,
  unreadCount: 2,
};

/** The notifications API, keeping its state as the server does, and the changes asked of it. */
function fakeNotifications(initial: NotificationList) {
  const state = structuredClone(initial);
  const changes: Array<{ path: string; body: unknown }> = [];
  const markRead = (id?: string) => {
    state.notifications = state.notifications.map((n) =>
      !id || n.id === id ? { ...n, read: true } : n,
    );
    state.unreadCount = state.notifications.filter((n) => !n.read).length;
  };
  apiServer.use(
    http.get(apiPaths.notifications, () => HttpResponse.json(state)),
    http.patch(apiPaths.notification, async ({ request, params }) => {
      changes.push({ path: new URL(request.url).pathname, body: await request.json() });
      markRead(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(apiPaths.notifications, async ({ request }) => {
      changes.push({ path: new URL(request.url).pathname, body: await request.json() });
      markRead();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return changes;
}

function renderBell(list: NotificationList) {
  const changes = fakeNotifications(list);
  renderWithProviders(<NotificationBell />);
  return changes;
}

const bell = (unread: number) =>
  screen.findByRole('button', { name: notificationUiCopy.bellLabel(unread) });

describe('NotificationBell', () => {
  afterEach(cleanup);

  it('shows the unread count and lists the notifications with their age', async () => {
    const user = userEvent.setup();
    renderBell(sample);
    await user.click(await bell(2));
    const panel = screen.getByRole('dialog', { name: notificationCopy.title });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Agent activated');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[0]).toHaveTextContent(notificationUiCopy.unread);
    expect(rows[1]).toHaveTextContent('3 hours ago');
    expect(rows[2]).toHaveTextContent('2 days ago');
    expect(rows[2]).not.toHaveTextContent(notificationUiCopy.unread);
  });

  it('opens a notification in full and marks it read on the server', async () => {
    const user = userEvent.setup();
    const changes = renderBell(sample);
    await user.click(await bell(2));
    await user.click(screen.getByRole('button', { name: /Agent activated/ }));

    const detail = await screen.findByRole('dialog', { name: 'Agent activated' });
    expect(detail).toHaveTextContent('Your agent is live.');
    expect(detail).toHaveTextContent('5 minutes ago');
    expect(within(detail).getByRole('button', { name: notificationCopy.share })).toBeEnabled();
    expect(within(detail).getByRole('button', { name: notificationCopy.archive })).toBeEnabled();
    await vi.waitFor(() =>
      expect(changes).toEqual([
        { path: apiPath(apiPaths.notification, { id: 'n1' }), body: { read: true } },
      ]),
    );

    await user.click(within(detail).getByRole('button', { name: notificationCopy.close }));
    expect(await bell(1)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Agent activated' })).toBeNull();
  });

  it('does not mark an already read notification again', async () => {
    const user = userEvent.setup();
    const changes = renderBell(sample);
    await user.click(await bell(2));
    await user.click(screen.getByRole('button', { name: /New integration/ }));
    await screen.findByRole('dialog', { name: 'New integration' });
    expect(changes).toEqual([]);
  });

  it("'Mark all as read' clears the count", async () => {
    const user = userEvent.setup();
    const changes = renderBell(sample);
    await user.click(await bell(2));
    await user.click(screen.getByRole('button', { name: notificationCopy.markAllRead }));
    expect(screen.queryByText(notificationUiCopy.unread)).toBeNull();
    await vi.waitFor(() =>
      expect(changes).toEqual([{ path: apiPaths.notifications, body: { read: true } }]),
    );
    await user.keyboard('{Escape}');
    expect(await bell(0)).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const user = userEvent.setup();
    renderBell({ notifications: [], nextCursor: null, unreadCount: 0 });
    await user.click(await bell(0));
    expect(await screen.findByText(notificationCopy.empty)).toBeInTheDocument();
  });
});
