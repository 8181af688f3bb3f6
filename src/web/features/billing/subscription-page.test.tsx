// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionCopy, type Subscription } from '@shared/billing.ts';
import SubscriptionPage from './subscription-page.tsx';

const essential: Subscription = {
  planId: 'essential',
  nextBillingDate: '2026-12-22T10:00:00.000Z',
  monthlyPayment: 199,
};
const professional: Subscription = { ...essential, planId: 'professional', monthlyPayment: 299 };

function renderPage(upgradeAnswer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? upgradeAnswer() : Response.json(essential),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SubscriptionPage />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const currentPlan = () => screen.findByRole('region', { name: /essential|professional/i });
const upgradeButton = async () =>
  within(await screen.findByRole('article', { name: 'Professional' })).findByRole('button', {
    name: subscriptionCopy.upgrade,
  });

describe('SubscriptionPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows Essential, $199.00 and the next billing date', async () => {
    renderPage(() => Response.json(professional));
    const card = await currentPlan();
    expect(card).toHaveTextContent('Essential');
    expect(card).toHaveTextContent('$199.00');
    expect(card).toHaveTextContent('December 22, 2026');
  });

  it('Cancel in the confirmation charges nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage(() => Response.json(professional));
    await user.click(await upgradeButton());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(subscriptionCopy.confirmBody);
    await user.click(within(dialog).getByRole('button', { name: subscriptionCopy.cancel }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('confirming upgrades, and the current plan becomes Professional', async () => {
    const user = userEvent.setup();
    renderPage(() => Response.json(professional));
    await user.click(await upgradeButton());
    await user.click(screen.getByRole('button', { name: subscriptionCopy.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionCopy.upgraded);
    expect(await currentPlan()).toHaveTextContent('Professional');
    expect(await currentPlan()).toHaveTextContent('$299.00');
  });

  it('a refused charge says so and keeps Essential', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      Response.json(
        { error: { code: 'payment_failed', message: subscriptionCopy.upgradeFailed } },
        { status: 402 },
      ),
    );
    await user.click(await upgradeButton());
    await user.click(screen.getByRole('button', { name: subscriptionCopy.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionCopy.upgradeFailed);
    expect(await currentPlan()).toHaveTextContent('Essential');
  });
});
