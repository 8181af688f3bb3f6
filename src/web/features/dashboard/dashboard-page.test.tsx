// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { type Dashboard, dashboardCopy, dashboardStatLabels } from '@shared/dashboard.ts';
import { conversationPath } from '@shared/paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const dashboard: Dashboard = {
  stats: {
    activeUsers: { thisMonth: 30, lastMonth: 20 },
    totalConversations: { thisMonth: 45, lastMonth: 0 },
    activeAgents: { now: 3, inConversations: { thisMonth: 1, lastMonth: 2 } },
  },
  returning: true,
  activity: [
    {
      id: '9',
      kind: 'escalation',
      conversationId: 'conversation-1',
      agentName: 'Sales Desk',
      channel: 'whatsapp',
      detail: null,
      at: minutesAgo(5),
    },
    {
      id: '8',
      kind: 'conversation',
      conversationId: 'conversation-1',
      agentName: 'Sales Desk',
      channel: 'whatsapp',
      detail: null,
      at: minutesAgo(90),
    },
  ],
  onboarding: null,
};

function renderDashboard(answer: Dashboard = dashboard) {
  apiServer.use(http.get(apiPaths.dashboard, () => HttpResponse.json(answer)));
  renderWithProviders(<DashboardPage />);
}

afterEach(cleanup);

describe('the dashboard', () => {
  it('shows this month’s figures and how each moved since last month', async () => {
    renderDashboard();
    const stats = await screen.findByRole('region', { name: dashboardCopy.statistics });
    const card = (id: keyof typeof dashboardStatLabels) =>
      within(stats).getByRole('group', { name: dashboardStatLabels[id] });
    expect(card('activeUsers')).toHaveTextContent('30');
    expect(card('activeUsers')).toHaveTextContent('+50% vs last month');
    expect(card('totalConversations')).toHaveTextContent(dashboardCopy.newThisMonth);
    expect(card('activeAgents')).toHaveTextContent('3');
    expect(card('activeAgents')).toHaveTextContent('had conversations this month, 2 last month');
  });

  it('welcomes the owner on the first visit, and back on later ones', async () => {
    renderDashboard({ ...dashboard, returning: false });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, /);
    cleanup();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  });

  it('lists the latest events, each linking to its conversation', async () => {
    renderDashboard();
    const escalated = await screen.findByRole('link', {
      name: 'A conversation was escalated to your team',
    });
    expect(escalated).toHaveAttribute('href', conversationPath('conversation-1'));
    expect(
      screen.getByRole('link', { name: 'New conversation started on WhatsApp' }),
    ).toBeVisible();
    expect(screen.getByText('5 minutes ago')).toBeVisible();
    expect(screen.getByText('1 hour ago')).toBeVisible();
  });

  it('says so when nothing has happened yet', async () => {
    renderDashboard({
      stats: {
        activeUsers: { thisMonth: 0, lastMonth: 0 },
        totalConversations: { thisMonth: 0, lastMonth: 0 },
        activeAgents: { now: 0, inConversations: { thisMonth: 0, lastMonth: 0 } },
      },
      activity: [],
      onboarding: null,
      returning: false,
    });
    expect(await screen.findByText(dashboardCopy.noActivity)).toBeVisible();
    expect(screen.getAllByText(dashboardCopy.noChange)).toHaveLength(2);
  });
});
