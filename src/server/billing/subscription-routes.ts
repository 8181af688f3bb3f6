import { Hono } from 'hono';
import { upgradeInputSchema } from '@shared/billing.ts';
import { type AccountVariables, sessionOnly } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody } from '../http/validate.ts';
import { type PaymentGateway, testModePaymentGateway } from './payment-gateway.ts';
import { getSubscription, upgradePlan } from './subscription.ts';

/** /api/v1/subscription: the current plan and its next billing date; upgrade (signed in only). */
export function subscriptionRoutes(db: Database, gateway: PaymentGateway = testModePaymentGateway) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/', async (c) => c.json(await getSubscription(c.get('account').id, db)))
    .post('/upgrade', sessionOnly, jsonBody(upgradeInputSchema), async (c) =>
      c.json(await upgradePlan(c.get('account').id, db, c.req.valid('json').planId, gateway)),
    );
}
