import { Hono } from 'hono';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { noSuchEndpoint } from '@server/platform/http/errors.ts';
import { jsonRequest } from '@server/platform/http/json-only.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import type { StripeBilling } from '@server/core/plans/stripe-billing.ts';

const route = routeDocs('Billing');

const webhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

/**
 * POST /api/v1/billing/stripe/webhook: Stripe's events, public (Stripe signs them). The body is
 * read as the raw text Stripe signed; without Stripe set up the route does not exist (404).
 */
export function stripeWebhookRoutes(db: Database, stripe: StripeBilling | undefined) {
  return new Hono().post(
    apiPaths.stripeWebhook,
    route({
      operationId: 'receiveStripeWebhook',
      summary: 'Receive a Stripe event',
      description:
        'Where Stripe sends checkout.session.completed, customer.subscription.created, customer.subscription.updated, customer.subscription.deleted, invoice.paid and invoice.payment_failed. The `Stripe-Signature` header is checked over the raw body with STRIPE_WEBHOOK_SECRET (400 when it does not match); each event is applied once (a replay answers `duplicate`), and from the subscription as Stripe holds it now, so late or out-of-order events change nothing. 404 when Stripe is not set up.',
      answer: ok(webhookAnswerSchema, 'The event was received.'),
      refuses: ['NotFound', 'PayloadTooLarge'],
      public: true,
    }),
    async (c, next) => (stripe ? next() : noSuchEndpoint(c)),
    jsonRequest,
    async (c) => {
      const outcome = await stripe!.receiveWebhook(
        db,
        await c.req.text(),
        c.req.header('stripe-signature'),
      );
      return c.json({ received: true as const, outcome });
    },
  );
}
