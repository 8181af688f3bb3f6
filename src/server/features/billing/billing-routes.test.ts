import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  invoiceListSchema,
  redirectSchema,
  subscriptionCopy,
  subscriptionSchema,
  TRIAL_DAYS,
} from '@shared/billing.ts';
import { paths } from '@shared/paths.ts';
import { knowledgeLimitBytes, knowledgeListSchema } from '@shared/knowledge.ts';
import { plans } from '@shared/plans.ts';
import { usageHistoryDays, usageSchema } from '@shared/usage.ts';
import { Hono } from 'hono';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { billingSubscription, paymentCharge } from '@server/platform/db/schema.ts';
import { startTrial } from '@server/core/plans/billing-store.ts';
import { errorHandler } from '@server/platform/http/errors.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { jsonRequest, testOrigin, useTestServer } from '@server/testing/test-server.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import { createTestModeBilling } from '@server/core/plans/test-mode-billing.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

const server = useTestServer('billing');

const DAY_MS = 24 * 60 * 60 * 1000;

async function usageOf(headers: Record<string, string>) {
  const res = await server.request('/api/v1/usage', { headers });
  expect(res.status).toBe(200);
  return usageSchema.parse(await res.json());
}

async function subscriptionOf(headers: Record<string, string>) {
  const res = await server.request('/api/v1/subscription', { headers });
  expect(res.status).toBe(200);
  return subscriptionSchema.parse(await res.json());
}

const upgrade = (headers: Record<string, string>, body: unknown = { planId: 'professional' }) =>
  server.request('/api/v1/subscription/upgrade', jsonRequest('POST', body, headers));

describe('subscription', () => {
  it('starts on Essential at $199 a month, billed next 30 days ahead', async () => {
    const owner = await server.signIn();
    const before = Date.now();
    const subscription = await subscriptionOf(owner.headers);
    expect(subscription.planId).toBe('essential');
    expect(subscription.monthlyPayment).toBe(199);
    const ahead = Date.parse(subscription.nextBillingDate) - before;
    expect(ahead).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(ahead).toBeLessThan(30 * DAY_MS + 60_000);
  });

  it('upgrades to Professional: a test-mode charge, then the plan and its limits change', async () => {
    const owner = await server.signIn();
    const res = await upgrade(owner.headers);
    expect(res.status).toBe(200);
    expect(subscriptionSchema.parse(await res.json())).toMatchObject({
      planId: 'professional',
      monthlyPayment: 299,
    });
    expect((await subscriptionOf(owner.headers)).planId).toBe('professional');

    const charges = await server.database.db
      .select()
      .from(paymentCharge)
      .where(eq(paymentCharge.accountId, owner.id));
    expect(charges).toMatchObject([{ amountCents: 29_900, currency: 'usd', mode: 'test' }]);

    const { meters } = await usageOf(owner.headers);
    // Professional counts nothing, and holds ten times the knowledge text.
    expect(meters.map((m) => m.limit)).toEqual([
      null,
      null,
      null,
      knowledgeLimitBytes.professional,
    ]);

    // Already on the dearest plan: nothing more to charge.
    expect((await upgrade(owner.headers)).status).toBe(409);
    expect((await upgrade(owner.headers, { planId: 'essential' })).status).toBe(409);
  });

  it('refuses an unknown plan with 400 and its field', async () => {
    const owner = await server.signIn();
    const res = await upgrade(owner.headers, { planId: 'platinum' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { planId: expect.any(String) } } });
    expect((await subscriptionOf(owner.headers)).planId).toBe('essential');
  });

  it('keeps the plan when the charge fails', async () => {
    const owner = await server.signIn();
    const failing = new Hono<{ Variables: AccountVariables }>();
    failing.onError(errorHandler(createLogger('silent')));
    failing.use('*', async (c, next) => {
      c.set('account', { id: owner.id, email: '', name: '' });
      c.set('credential', 'session');
      await next();
    });
    failing.route(
      '/',
      subscriptionRoutes({
        db: server.database.db,
        billing: createTestModeBilling({
          charge: async () => {
            throw new Error('card declined');
          },
        }),
      }),
    );
    const res = await failing.request(
      apiPaths.subscriptionUpgrade,
      jsonRequest('POST', { planId: 'professional' }, {}),
    );
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      error: { code: 'payment_failed', message: subscriptionCopy.upgradeFailed },
    });
    expect((await currentPlan(owner.id, server.database.db)).id).toBe('essential');
  });
});

describe('test mode', () => {
  /** A trial like a sign-up's, started on the account the test signed in. */
  async function trialAccount() {
    const owner = await server.signIn();
    await server.database.db.transaction((tx) => startTrial(owner.id, tx, 'essential', 'test'));
    return owner;
  }

  it('says the trial’s days left; its checkout records the first month as a test charge at once', async () => {
    const owner = await trialAccount();
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      provider: 'test',
      standing: 'trial',
      trialDaysLeft: TRIAL_DAYS,
      hasCard: false,
    });
    const res = await server.request(
      apiPaths.subscriptionCheckout,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(redirectSchema.parse(await res.json()).url).toBe(
      `${testOrigin}${paths.portal.subscription}?checkout=success`,
    );
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      status: 'active',
      standing: 'paid',
      hasCard: true,
    });
    const invoices = await server.request(apiPaths.subscriptionInvoices, {
      headers: owner.headers,
    });
    expect(invoiceListSchema.parse(await invoices.json()).invoices).toMatchObject([
      { amountCents: 19_900, status: 'paid', pdfUrl: null },
    ]);
    // Paid: a second checkout would charge twice.
    const again = await server.request(
      apiPaths.subscriptionCheckout,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { message: subscriptionCopy.alreadyPaying },
    });
  });

  it('has no payment portal: 409 in words', async () => {
    const owner = await server.signIn();
    const res = await server.request(
      apiPaths.subscriptionPortal,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { message: subscriptionCopy.noPortalInTestMode },
    });
  });

  it('cancels at the period’s end; the agents stop once it has passed', async () => {
    const owner = await server.signIn();
    const res = await server.request(
      apiPaths.subscriptionCancellation,
      jsonRequest('POST', { cancelAtPeriodEnd: true }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(subscriptionSchema.parse(await res.json())).toMatchObject({
      cancelAtPeriodEnd: true,
      standing: 'paid',
    });
    await server.database.db
      .update(billingSubscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(billingSubscription.accountId, owner.id));
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      standing: 'lapsed',
      answering: false,
    });
  });

  it('downgrades without a charge', async () => {
    const owner = await server.signIn();
    expect((await upgrade(owner.headers)).status).toBe(200);
    const res = await server.request(
      apiPaths.subscriptionPlan,
      jsonRequest('POST', { planId: 'essential' }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(subscriptionSchema.parse(await res.json()).planId).toBe('essential');
    const charges = await server.database.db
      .select()
      .from(paymentCharge)
      .where(eq(paymentCharge.accountId, owner.id));
    expect(charges).toHaveLength(1);
  });
});

describe('usage', () => {
  it('counts this month’s conversations with customers and their customers, tests aside, against the plan', async () => {
    const owner = await server.signIn();
    const { agents } = (await (
      await server.request(apiPaths.agents, { headers: owner.headers })
    ).json()) as {
      agents: { id: string; status: string }[];
    };
    const agent = agents.find((row) => row.status === 'active')!;
    for (const channel of ['api', 'api', 'playground']) {
      const started = await server.request(
        apiPath(apiPaths.agentConversations, { id: agent.id }),
        jsonRequest('POST', { channel }, owner.headers),
      );
      expect(started.status).toBe(201);
    }
    const { meters, history } = await usageOf(owner.headers);
    // The knowledge meter shows what AI Configuration shows: the sample's knowledge text.
    const knowledge = await server.request(apiPaths.knowledge, { headers: owner.headers });
    const { usage: knowledgeUsed } = knowledgeListSchema.parse(await knowledge.json());
    expect(knowledgeUsed.usedBytes).toBeGreaterThan(0);
    // Conversations through the API name no customer: counted as conversations only.
    expect(meters.map(({ id, current, limit }) => ({ id, current, limit }))).toEqual([
      { id: 'conversations', current: 2, limit: plans.essential.limits.conversationsPerMonth },
      { id: 'activeUsers', current: 0, limit: 5000 },
      { id: 'aiAgents', current: 3, limit: 5 },
      { id: 'knowledge', current: knowledgeUsed.usedBytes, limit: knowledgeLimitBytes.essential },
    ]);
    expect(history).toHaveLength(usageHistoryDays);
    expect(history.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      conversations: 2,
      activeUsers: 0,
    });
  });

  it('is per account: another account sees its own empty figures', async () => {
    const owner = await server.signIn();
    const other = await server.signIn({ sampleData: false });
    await upgrade(owner.headers);
    const { meters, history } = await usageOf(other.headers);
    expect(meters.map(({ current, limit }) => ({ current, limit }))).toEqual([
      { current: 0, limit: 1000 },
      { current: 0, limit: 5000 },
      { current: 0, limit: 5 },
      { current: 0, limit: knowledgeLimitBytes.essential },
    ]);
    expect(history).toHaveLength(usageHistoryDays);
    expect(history.every((day) => day.conversations === 0 && day.activeUsers === 0)).toBe(true);
    expect((await subscriptionOf(other.headers)).planId).toBe('essential');
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('/api/v1/usage')).status).toBe(401);
    expect((await server.request('/api/v1/subscription')).status).toBe(401);
  });
});
