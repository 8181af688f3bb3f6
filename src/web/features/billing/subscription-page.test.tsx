// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { type Invoice, subscriptionCopy, type Subscription } from '@shared/billing.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { paidSubscription, trialSubscription } from '@web/testing/subscriptions.ts';
import SubscriptionPage from './subscription-page.tsx';

const essential = paidSubscription();
const professional = paidSubscription({ planId: 'professional', monthlyPayment: 299 });

const invoice: Invoice = {
  id: 'in_1',
  number: 'AB12-0001',
  createdAt: '2026-11-22T10:00:00.000Z',
  amountCents: 19_900,
  currency: 'usd',
  status: 'paid',
  pdfUrl: 'https://pay.example.com/invoices/in_1.pdf',
  hostedUrl: null,
};

/** Essential (or `start`) until an upgrade succeeds; counts the upgrade and checkout requests. */
function renderPage(upgradeAnswer: () => Response, start: Subscription = essential) {
  let current = start;
  const upgrades = { count: 0, checkouts: 0, downgrades: 0 };
  apiServer.use(
    http.get(apiPaths.subscription, () => HttpResponse.json(current)),
    http.get(apiPaths.subscriptionInvoices, () => HttpResponse.json({ invoices: [invoice] })),
    http.post(apiPaths.subscriptionCheckout, () => {
      upgrades.checkouts += 1;
      return HttpResponse.json({ url: '/portal/billing/subscription?checkout=success' });
    }),
    http.post(apiPaths.subscriptionPlan, async ({ request }) => {
      upgrades.downgrades += 1;
      const { planId } = (await request.json()) as { planId: 'essential' };
      current = { ...current, planId, monthlyPayment: 199 };
      return HttpResponse.json(current);
    }),
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

  it('in a trial: the days left, the trial’s end, Add a card, and the upgrade charges nothing yet', async () => {
    const user = userEvent.setup();
    const requests = renderPage(() => HttpResponse.json(professional), trialSubscription(9));
    expect(
      await screen.findByText(subscriptionCopy.trialBanner(9, 'December 13, 2026')),
    ).toBeInTheDocument();
    expect(await currentPlan()).toHaveTextContent(subscriptionCopy.trialEndsOn);
    await user.click(await upgradeButton());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(subscriptionCopy.confirmBody);
    expect(dialog).toHaveTextContent(subscriptionCopy.confirmTrial('December 13, 2026'));
    await user.click(within(dialog).getByRole('button', { name: subscriptionCopy.cancel }));
    await user.click(await screen.findByRole('button', { name: subscriptionCopy.addCard }));
    await waitFor(() => expect(requests.checkouts).toBe(1));
  });

  it('after a failed payment: the reason in words and Manage payment method', async () => {
    renderPage(
      () => HttpResponse.json(professional),
      paidSubscription({
        provider: 'stripe',
        status: 'past_due',
        standing: 'grace',
        graceEndsAt: '2026-12-01T10:00:00.000Z',
        failureReason: 'Your card has insufficient funds.',
      }),
    );
    expect(
      await screen.findByText(
        subscriptionCopy.grace('Your card has insufficient funds.', 'December 1, 2026'),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: subscriptionCopy.managePayment }).length,
    ).toBeGreaterThan(0);
  });

  it('lists the invoices with their PDF links', async () => {
    renderPage(() => HttpResponse.json(professional));
    const invoices = await screen.findByRole('region', { name: subscriptionCopy.invoices });
    expect(await within(invoices).findByText('$199.00')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      invoice.pdfUrl,
    );
  });

  it('downgrades to Essential after its confirmation', async () => {
    const user = userEvent.setup();
    const requests = renderPage(() => HttpResponse.json(professional), professional);
    const card = await screen.findByRole('article', { name: 'Essential' });
    await user.click(await within(card).findByRole('button', { name: subscriptionCopy.downgrade }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(subscriptionCopy.confirmDowngradeBody);
    await user.click(
      within(dialog).getByRole('button', { name: subscriptionCopy.confirmDowngrade }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionCopy.downgraded);
    expect(requests.downgrades).toBe(1);
    expect(await currentPlan()).toHaveTextContent('Essential');
  });
});
