import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { subscriptionSchema, upgradeInputSchema } from '@shared/billing.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import { type PaymentGateway, testModePaymentGateway } from '@server/core/plans/payment-gateway.ts';
import { getSubscription, upgradePlan } from '@server/core/plans/subscription-store.ts';

const route = routeDocs('Billing');

/** The current plan and its next billing date; upgrade (signed in only). */
export function subscriptionRoutes(db: Database, gateway: PaymentGateway = testModePaymentGateway) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.subscription,
      route({
        operationId: 'getSubscription',
        summary: 'Get the subscription',
        description: 'The current plan, its monthly price and the next billing date.',
        answer: ok(subscriptionSchema, 'The subscription.'),
      }),
      async (c) => c.json(await getSubscription(c.get('account').id, db)),
    )
    .post(
      apiPaths.subscriptionUpgrade,
      route({
        operationId: 'upgradePlan',
        summary: 'Upgrade the plan',
        description:
          'Charges the dearer plan’s monthly price and moves the account to it. Only the signed-in owner can; the plan already held, or a cheaper one, is refused with 409 and charges nothing.',
        answer: ok(subscriptionSchema, 'The subscription on the new plan.'),
        refuses: ['PaymentRequired', 'Conflict'],
      }),
      sessionOnly,
      jsonBody(upgradeInputSchema, { planId: 'professional' }),
      async (c) =>
        c.json(await upgradePlan(c.get('account').id, db, c.req.valid('json').planId, gateway)),
    );
}
