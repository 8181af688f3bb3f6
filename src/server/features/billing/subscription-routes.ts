import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  cancellationInputSchema,
  changePlanInputSchema,
  checkoutInputSchema,
  invoiceListSchema,
  redirectSchema,
  subscriptionSchema,
  upgradeInputSchema,
} from '@shared/billing.ts';
import { paths } from '@shared/paths.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import type { BillingProvider } from '@server/core/plans/billing-provider.ts';
import { getSubscription } from '@server/core/plans/billing-store.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import { changePlan } from '@server/core/plans/subscription-store.ts';
import { createTestModeBilling } from '@server/core/plans/test-mode-billing.ts';

const route = routeDocs('Billing');

export type SubscriptionRouteOptions = {
  db: Database;
  /** The install's payment provider: the built-in test mode unless Stripe is set up. */
  billing?: BillingProvider;
  /** The base of the addresses the provider's pages send the owner back to; read per request. */
  site?: { publicUrl: string };
};

/** The subscription: its state, plan changes, checkout, the payment portal, invoices. */
export function subscriptionRoutes({
  db,
  billing = createTestModeBilling(),
  site = { publicUrl: '' },
}: SubscriptionRouteOptions) {
  const page = () => `${site.publicUrl}${paths.portal.subscription}`;
  const returnUrls = () => ({
    success: `${page()}?checkout=success`,
    cancel: `${page()}?checkout=cancelled`,
  });
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.subscription,
      route({
        operationId: 'getSubscription',
        summary: 'Get the subscription',
        description:
          'The current plan, its monthly price and the next billing date (the trial’s end while trialing), the trial’s days left, whether a card pays it, a cancellation at the period’s end, a failed payment’s grace period and reason, and whether the agents answer customers now.',
        answer: ok(subscriptionSchema, 'The subscription.'),
      }),
      async (c) => c.json(await getSubscription(c.get('account').id, db, billing.id)),
    )
    .post(
      apiPaths.subscriptionUpgrade,
      route({
        operationId: 'upgradePlan',
        summary: 'Upgrade the plan',
        description:
          'Moves the account to the dearer plan. A paid subscription is charged at once (the provider prorates the rest of the period); during a trial without a card nothing is charged until a card is added. The plan already held, or a cheaper one, is refused with 409 and charges nothing. Only the signed-in owner can.',
        answer: ok(subscriptionSchema, 'The subscription on the new plan.'),
        refuses: ['PaymentRequired', 'Conflict'],
      }),
      sessionOnly,
      jsonBody(upgradeInputSchema, { planId: 'professional' }),
      async (c) => {
        const accountId = c.get('account').id;
        await changePlan(accountId, db, c.req.valid('json').planId, billing, { upgradeOnly: true });
        return c.json(await getSubscription(accountId, db, billing.id));
      },
    )
    .post(
      apiPaths.subscriptionPlan,
      route({
        operationId: 'changePlan',
        summary: 'Change the plan',
        description:
          'Moves the account to either plan: an upgrade is charged at once, a downgrade credited on the next invoice, as the provider prorates; during a trial without a card only the limits and the price to come change. The plan already held is refused with 409. Only the signed-in owner can.',
        answer: ok(subscriptionSchema, 'The subscription on the new plan.'),
        refuses: ['PaymentRequired', 'Conflict'],
      }),
      sessionOnly,
      jsonBody(changePlanInputSchema, { planId: 'essential' }),
      async (c) => {
        const accountId = c.get('account').id;
        await changePlan(accountId, db, c.req.valid('json').planId, billing);
        return c.json(await getSubscription(accountId, db, billing.id));
      },
    )
    .post(
      apiPaths.subscriptionCheckout,
      route({
        operationId: 'startCheckout',
        summary: 'Add a card: start checkout',
        description:
          'The address of the payment provider’s checkout page, where the owner adds a card and subscribes to the plan (the current one unless named); the subscription starts when the provider confirms it (its webhook), not when the browser returns. In test mode the first month is recorded as a test charge at once and the address is the Subscription page. An account already paying is refused with 409.',
        answer: ok(redirectSchema, 'Where to send the browser.'),
        refuses: ['PaymentRequired', 'Conflict'],
      }),
      sessionOnly,
      jsonBody(checkoutInputSchema, { planId: 'essential' }),
      async (c) => {
        const account = c.get('account');
        const planId = c.req.valid('json').planId ?? (await currentPlan(account.id, db)).id;
        return c.json({ url: await billing.checkout(account, db, planId, returnUrls()) });
      },
    )
    .post(
      apiPaths.subscriptionPortal,
      route({
        operationId: 'openPaymentPortal',
        summary: 'Manage the payment method',
        description:
          'The address of the payment provider’s customer portal, where the owner changes the card. Refused with 409 before a card was added, and in test mode, which keeps no card.',
        answer: ok(redirectSchema, 'Where to send the browser.'),
        refuses: ['PaymentRequired', 'Conflict'],
      }),
      sessionOnly,
      async (c) => c.json({ url: await billing.paymentPortal(c.get('account').id, db, page()) }),
    )
    .post(
      apiPaths.subscriptionCancellation,
      route({
        operationId: 'setCancellation',
        summary: 'Cancel at the period’s end, or keep the subscription',
        description:
          'With `cancelAtPeriodEnd: true` the subscription ends when its paid period does and nothing more is charged; `false` takes that back. Refused with 409 while there is no paid subscription.',
        answer: ok(subscriptionSchema, 'The subscription.'),
        refuses: ['PaymentRequired', 'Conflict'],
      }),
      sessionOnly,
      jsonBody(cancellationInputSchema, { cancelAtPeriodEnd: true }),
      async (c) => {
        const accountId = c.get('account').id;
        await billing.setCancelAtPeriodEnd(accountId, db, c.req.valid('json').cancelAtPeriodEnd);
        return c.json(await getSubscription(accountId, db, billing.id));
      },
    )
    .get(
      apiPaths.subscriptionInvoices,
      route({
        operationId: 'listInvoices',
        summary: 'List invoices',
        description:
          'The account’s invoices, newest first, with the provider’s PDF and page of each (none in test mode, whose charges are listed without them).',
        answer: ok(invoiceListSchema, 'The invoices.'),
        refuses: ['PaymentRequired'],
      }),
      async (c) => c.json({ invoices: await billing.invoices(c.get('account').id, db) }),
    );
}
