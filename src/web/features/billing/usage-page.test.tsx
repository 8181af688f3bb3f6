// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import type { Subscription } from '@shared/billing.ts';
import { plans, type PlanId } from '@shared/plans.ts';
import { usageCopy, type Usage } from '@shared/usage.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { paidSubscription } from '@web/testing/subscriptions.ts';
import UsagePage from './usage-page.tsx';

// The chart needs a laid-out page; its data path is covered by the API and browser tests.
vi.mock('./components/usage-history-chart.tsx', () => ({
  UsageHistoryChart: ({ history }: { history: unknown[] }) => <p>{history.length} days</p>,
}));

const meters = (conversations: number, limit: number | null): Usage['meters'] => [
  {
    id: 'conversations',
    name: 'Conversations',
    unit: 'conversations',
    current: conversations,
    limit,
  },
  { id: 'activeUsers', name: 'Active Users', unit: 'users', current: 2847, limit: limit && 5000 },
  { id: 'aiAgents', name: 'AI Agents', unit: 'agents', current: 3, limit: limit && 5 },
  { id: 'knowledge', name: 'Knowledge', unit: '', current: 524_288, limit: 2 * 1024 * 1024 },
];

function renderUsage(usage: Usage, planId: PlanId = 'essential') {
  const subscription: Subscription = paidSubscription({
    planId,
    monthlyPayment: plans[planId].monthlyPrice,
  });
  apiServer.use(
    http.get(apiPaths.usage, () => HttpResponse.json(usage)),
    http.get(apiPaths.subscription, () => HttpResponse.json(subscription)),
  );
  renderWithProviders(<UsagePage />);
}

const meterBar = async (name: string) =>
  within(await screen.findByRole('region', { name })).getByRole('progressbar');

describe('UsagePage', () => {
  afterEach(cleanup);

  it('colours the sample: conversations yellow, the others green, and no banner', async () => {
    renderUsage({ meters: meters(856, 1000), history: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    const conversations = await meterBar('Conversations');
    expect(conversations).toHaveAttribute('data-level', 'warning');
    expect(conversations).toHaveAttribute('aria-valuetext', '856 of 1,000 (86%)');
    expect(await meterBar('Active Users')).toHaveAttribute('data-level', 'normal');
    expect(await meterBar('AI Agents')).toHaveAttribute('data-level', 'normal');
    // Knowledge is a size, written with its unit.
    expect(await meterBar('Knowledge')).toHaveAttribute('aria-valuetext', '512 KB of 2 MB (25%)');
    expect(screen.getByText('/ 2 MB')).toBeInTheDocument();
    expect(screen.queryByText(usageCopy.bannerTitle)).toBeNull();
  });

  it('turns a meter red and shows the banner at 90 %', async () => {
    renderUsage({ meters: meters(900, 1000), history: [] });
    expect(await meterBar('Conversations')).toHaveAttribute('data-level', 'critical');
    expect(screen.getByText(usageCopy.bannerTitle)).toBeInTheDocument();
    expect(screen.getByText(usageCopy.levels.critical)).toBeInTheDocument();
  });

  it('names the plan whose limits the meters show', async () => {
    renderUsage({ meters: meters(856, 1000), history: [] });
    expect(
      await screen.findByRole('heading', { level: 2, name: usageCopy.currentPlan('Essential') }),
    ).toBeInTheDocument();
  });

  it('shows Unlimited instead of a meter on an unlimited plan', async () => {
    renderUsage({ meters: meters(856, null), history: [] }, 'professional');
    const region = await screen.findByRole('region', { name: 'Conversations' });
    expect(within(region).getByText(usageCopy.unlimited)).toBeInTheDocument();
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });
});
