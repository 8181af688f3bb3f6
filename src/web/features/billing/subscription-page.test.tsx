// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { subscriptionCopy, type Subscription } from '@shared/billing.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import SubscriptionPage from './subscription-page.tsx';

const essential: Subscription = {
  planId: 'essential',
  nextBillingDate: '2026-12-22T10:00:00.000Z',
  monthlyPayment: 199,
};
const professional: Subscription = { ...essential, planId: 'professional', monthlyPayment: 299 };

/** Essential until an upgrade succeeds; counts the upgrade requests. */
function renderPage(upgradeAnswer: () => Response) {
  let current = essential;
  const upgrades = { count: 0 };
  apiServer.use(
    http.get(apiPaths.subscription, () => HttpResponse.json(current)),
    http.post(apiPaths.subscriptionUpgrade, async () => {
      upgrades.count += 1;
      const answer = upgradeAnswer();
      if (answer.ok) current = (await answer.clone().json()) as Subscription;
      return answer;
    }),
  );
  renderWithProviders(<SubscriptionPage />);
  return upgrades;
}

const currentPlan = () => screen.findByRole('region', { name: /essential|professional/i });
const upgradeButton = async () =>
  within(await screen.findByRole('article', { name: 'Professional' })).findByRole('button', {
    name: subscriptionCopy.upgrade,
  });

describe('SubscriptionPage', () => {
  afterEach(cleanup);

  it('shows Essential, $199.00 and the next billing date', async () => {
    renderPage(() => HttpResponse.json(professional));
    const card = await currentPlan();
    expect(card).toHaveTextContent('Essential');
    expect(card).toHaveTextContent('$199.00');
    expect(card).toHaveTextContent('December 22, 2026');
  });

  it('Cancel in the confirmation charges nothing', async () => {
    const user = userEvent.setup();
    const upgrades = renderPage(() => HttpResponse.json(professional));
    await user.click(await upgradeButton());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(subscriptionCopy.confirmBody);
    await user.click(within(dialog).getByRole('button', { name: subscriptionCopy.cancel }));
    expect(upgrades.count).toBe(0);
  });

  it('confirming upgrades, and the current plan becomes Professional', async () => {
    const user = userEvent.setup();
    renderPage(() => HttpResponse.json(professional));
    await user.click(await upgradeButton());
    await user.click(screen.getByRole('button', { name: subscriptionCopy.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionCopy.upgraded);
    expect(await currentPlan()).toHaveTextContent('Professional');
    expect(await currentPlan()).toHaveTextContent('$299.00');
  });

  it('a refused charge says so and keeps Essential', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      HttpResponse.json(
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
