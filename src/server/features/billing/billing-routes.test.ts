import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionCopy, subscriptionSchema } from '@shared/billing.ts';
import { knowledgeLimitBytes, knowledgeListSchema } from '@shared/knowledge.ts';
import { plans } from '@shared/plans.ts';
import { usageHistoryDays, usageSchema } from '@shared/usage.ts';
import { Hono } from 'hono';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { paymentCharge } from '@server/platform/db/schema.ts';
import { errorHandler } from '@server/platform/http/errors.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
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
