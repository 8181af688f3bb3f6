import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAnswerSchema } from '@shared/answers.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  formatBillingDate,
  invoiceListSchema,
  redirectSchema,
  subscriptionCopy,
  subscriptionSchema,
  TRIAL_DAYS,
  TRIAL_REMINDER_DAYS,
} from '@shared/billing.ts';
import { paths } from '@shared/paths.ts';
import { DAY_MS } from '@shared/durations.ts';
import {
  billingEvent,
  billingSubscription,
  paymentCharge,
  user,
} from '@server/platform/db/schema.ts';
import {
  FAKE_STRIPE,
  type FakeStripe,
  signStripePayload,
  startFakeStripe,
} from '@server/testing/fake-stripe.ts';
import {
  cookieHeader,
  jsonRequest,
  postJson,
  readOutbox,
  type TestApp,
  testOrigin,
  useTestServer,
} from '@server/testing/test-server.ts';

const server = useTestServer('stripe-billing');

let stripe: FakeStripe;
let app: TestApp;
const declining = new Set<string>();

beforeAll(async () => {
  stripe = await startFakeStripe({
    declining,
    deliver: async (body, signature) => (await webhook(body, signature)).status,
  });
  app = server.app({
    STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
    STRIPE_PRICE_ESSENTIAL: FAKE_STRIPE.prices.essential,
    STRIPE_PRICE_PROFESSIONAL: FAKE_STRIPE.prices.professional,
    STRIPE_API_URL: stripe.url,
    // Each sign-up from its own address, so the per-address limit reaches no other.
    TRUST_PROXY: 'true',
  });
});
afterAll(() => stripe.close());

const webhook = (body: string, signature: string) =>
  app.request(apiPaths.stripeWebhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

let counter = 0;

/** Signs up as the page does, follows the mailed link, and is signed in. */
async function signUp(planId: 'essential' | 'professional' = 'essential') {
  const email = `trial${++counter}-${Date.now()}@example.com`;
  const headers = { 'x-forwarded-for': `203.0.113.${counter}` };
  const res = await app.request(
    apiPaths.signup,
    postJson({ name: 'Tess Trial', email, password: 'a-long-enough-password', planId }, headers),
  );
  expect(res.status).toBe(200);
  await app.background.settle();
  await app.mailer.settle();
  const mail = (await readOutbox(server.dataDir)).find((m) => m.to === email)!;
  const token = new URL(mail.link!).searchParams.get('token');
  const verified = await app.request(
    apiPaths.signupVerification,
    postJson({ token, newPassword: 'the-chosen-password-1' }, headers),
  );
  expect(verified.status).toBe(200);
  const [row] = await server.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  return { id: row!.id, headers: { cookie: cookieHeader(verified), origin: testOrigin } };
}

async function subscriptionOf(headers: Record<string, string>) {
  const res = await app.request(apiPaths.subscription, { headers });
  expect(res.status).toBe(200);
  return subscriptionSchema.parse(await res.json());
}

async function checkout(headers: Record<string, string>, body: unknown = {}) {
  const res = await app.request(apiPaths.subscriptionCheckout, jsonRequest('POST', body, headers));
  expect(res.status).toBe(200);
  const { url } = redirectSchema.parse(await res.json());
  return url.split('/checkout/')[1]!;
}

/** A trial account that added its card through Checkout, and its Stripe subscription. */
async function paying(planId: 'essential' | 'professional' = 'essential') {
  const owner = await signUp(planId);
  await stripe.completeCheckout(await checkout(owner.headers));
  const row = await billingRow(owner.id);
  return { ...owner, subscriptionId: row!.subscriptionId! };
}

async function billingRow(accountId: string) {
  const [row] = await server.database.db
    .select()
    .from(billingSubscription)
    .where(eq(billingSubscription.accountId, accountId));
  return row;
}

async function endTrial(accountId: string) {
  await server.database.db
    .update(billingSubscription)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(billingSubscription.accountId, accountId));
}

/** A new agent of the account, and a conversation with it through the API. */
async function startConversation(headers: Record<string, string>) {
  const created = await app.request(
    apiPaths.agents,
    jsonRequest('POST', { name: 'Front desk', type: 'Support', channels: ['Webchat'] }, headers),
  );
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return app.request(
    apiPath(apiPaths.agentConversations, { id }),
    jsonRequest('POST', { channel: 'api' }, headers),
  );
}

describe('the trial', () => {
  it('starts at sign-up on the chosen plan: its days left, no card, nothing charged', async () => {
    const owner = await signUp('professional');
    const subscription = await subscriptionOf(owner.headers);
    expect(subscription).toMatchObject({
      planId: 'professional',
      provider: 'stripe',
      status: 'trialing',
      standing: 'trial',
      trialDaysLeft: TRIAL_DAYS,
      hasCard: false,
      answering: true,
      monthlyPayment: 299,
    });
    expect(Date.parse(subscription.nextBillingDate)).toBe(Date.parse(subscription.trialEndsAt!));
    const charges = await server.database.db
      .select()
      .from(paymentCharge)
      .where(eq(paymentCharge.accountId, owner.id));
    expect(charges).toEqual([]);
  });

  it('ended without a card: the agents stop answering, the customer is told politely, the team still sees the inbox', async () => {
    const owner = await signUp();
    expect((await startConversation(owner.headers)).status).toBe(201);
    await endTrial(owner.id);
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      standing: 'trial_ended',
      answering: false,
    });
    const refused = await startConversation(owner.headers);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { message: subscriptionCopy.notAnswering },
    });
    expect((await app.request(apiPaths.inbox, { headers: owner.headers })).status).toBe(200);
  });
});

describe('an ended trial in open conversations', () => {
  it('keeps the customer’s message for the team and hands the conversation over, unanswered', async () => {
    const owner = await signUp();
    const started = await startConversation(owner.headers);
    const { id } = (await started.json()) as { id: string };
    await endTrial(owner.id);
    const res = await app.request(
      apiPath(apiPaths.conversationMessages, { id }),
      jsonRequest('POST', { text: 'Are you open on Sunday?' }, owner.headers),
    );
    expect(res.status).toBe(201);
    const answer = messageAnswerSchema.parse(await res.json());
    expect(answer.answer).toBeNull();
    expect(answer.customerMessage.text).toBe('Are you open on Sunday?');
    // The team sees it waiting for a person in the inbox.
    const inbox = await app.request(apiPaths.inbox, { headers: owner.headers });
    const { conversations } = (await inbox.json()) as {
      conversations: { id: string; status: string }[];
    };
    expect(conversations.find((row) => row.id === id)?.status).toBe('waiting');
  });
});

describe('trial reminders', () => {
  async function noticesOf(owner: { headers: Record<string, string> }) {
    const res = await app.request(apiPaths.notifications, { headers: owner.headers });
    const { notifications } = (await res.json()) as { notifications: { title: string }[] };
    return notifications.map((notification) => notification.title);
  }
  const mailsTo = async (accountId: string, subject: string) => {
    const [owner] = await server.database.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, accountId));
    await app.mailer.settle();
    return (await readOutbox(server.dataDir)).filter(
      (mail) => mail.to === owner!.email && mail.subject.startsWith(subject),
    );
  };

  it('tells the owner by mail and in the bell 3 days before the end, and at the end, once each', async () => {
    const owner = await signUp();
    // Eleven days on: nothing yet.
    const trialEnd = (await billingRow(owner.id))!.trialEndsAt!;
    const at = (daysBeforeEnd: number) => new Date(trialEnd.getTime() - daysBeforeEnd * DAY_MS);
    await app.trialReminders.remindDue(at(TRIAL_REMINDER_DAYS + 0.5));
    expect(await noticesOf(owner)).not.toContain(subscriptionCopy.trialEndingTitle);

    await app.trialReminders.remindDue(at(TRIAL_REMINDER_DAYS - 0.1));
    await app.trialReminders.remindDue(at(TRIAL_REMINDER_DAYS - 0.2));
    expect(
      (await noticesOf(owner)).filter((t) => t === subscriptionCopy.trialEndingTitle),
    ).toHaveLength(1);
    const ending = await mailsTo(owner.id, subscriptionCopy.trialEndingTitle);
    expect(ending).toHaveLength(1);
    expect(ending[0]!.text).toContain(
      subscriptionCopy.trialEnding(3, formatBillingDate(trialEnd.toISOString())),
    );
    expect(ending[0]!.text).toContain(`${testOrigin}${paths.portal.subscription}`);

    await app.trialReminders.remindDue(at(-0.1));
    await app.trialReminders.remindDue(at(-0.2));
    expect(
      (await noticesOf(owner)).filter((t) => t === subscriptionCopy.trialEndedTitle),
    ).toHaveLength(1);
    expect(await mailsTo(owner.id, subscriptionCopy.trialEndedTitle)).toHaveLength(1);
  });

  it('says nothing to an owner who added a card', async () => {
    const owner = await paying();
    const trialEnd = (await billingRow(owner.id))!.trialEndsAt!;
    await app.trialReminders.remindDue(new Date(trialEnd.getTime() - DAY_MS));
    await app.trialReminders.remindDue(new Date(trialEnd.getTime() + DAY_MS));
    const titles = await noticesOf(owner);
    expect(titles).not.toContain(subscriptionCopy.trialEndingTitle);
    expect(titles).not.toContain(subscriptionCopy.trialEndedTitle);
  });
});

describe('checkout', () => {
  it('opens Stripe Checkout in subscription mode; only Stripe’s webhook makes the card count', async () => {
    const owner = await signUp();
    const sessionId = await checkout(owner.headers);
    // Coming back to the page proves nothing: the state waits for Stripe.
    expect((await subscriptionOf(owner.headers)).hasCard).toBe(false);
    await stripe.completeCheckout(sessionId);
    const subscription = await subscriptionOf(owner.headers);
    expect(subscription).toMatchObject({
      planId: 'essential',
      status: 'trialing',
      standing: 'paid',
      hasCard: true,
      answering: true,
      monthlyPayment: 199,
    });
    // The trial is kept: the card is charged when it ends.
    const trialEnd = Date.parse(subscription.trialEndsAt!);
    expect(Math.abs(trialEnd - (Date.now() + TRIAL_DAYS * DAY_MS))).toBeLessThan(60_000);
    expect(Date.parse(subscription.nextBillingDate)).toBe(trialEnd);
    // Paying again is refused: the card is managed in Stripe's portal.
    const again = await app.request(
      apiPaths.subscriptionCheckout,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(again.status).toBe(409);
  });

  it('after a trial that ended, checkout charges at once and the agents answer again', async () => {
    const owner = await signUp();
    await endTrial(owner.id);
    await stripe.completeCheckout(await checkout(owner.headers));
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      status: 'active',
      standing: 'paid',
      answering: true,
    });
    expect((await startConversation(owner.headers)).status).toBe(201);
  });
});

describe('renewals', () => {
  it('a paid renewal ends the trial and sets the next billing date a period ahead', async () => {
    const owner = await paying();
    await stripe.renew(owner.subscriptionId, 'paid');
    const after = await subscriptionOf(owner.headers);
    const expected = Date.now() + 30 * DAY_MS;
    expect(Math.abs(Date.parse(after.nextBillingDate) - expected)).toBeLessThan(60_000);
    expect(after).toMatchObject({ status: 'active', standing: 'paid' });
  });

  it('a declined renewal is a grace period with the reason in words; a paid retry ends it', async () => {
    const owner = await paying();
    await stripe.renew(owner.subscriptionId, 'declined');
    const failing = await subscriptionOf(owner.headers);
    expect(failing).toMatchObject({
      status: 'past_due',
      standing: 'grace',
      answering: true,
      failureReason: 'Your card has insufficient funds.',
    });
    expect(Date.parse(failing.graceEndsAt!)).toBeGreaterThan(Date.now());
    // Past the grace period the agents stop.
    await server.database.db
      .update(billingSubscription)
      .set({ graceEndsAt: new Date(Date.now() - 1000) })
      .where(eq(billingSubscription.accountId, owner.id));
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      standing: 'lapsed',
      answering: false,
    });
    await stripe.renew(owner.subscriptionId, 'paid');
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      status: 'active',
      standing: 'paid',
      graceEndsAt: null,
      failureReason: null,
    });
  });
});

describe('plan changes', () => {
  it('upgrades through Stripe, which prorates and invoices at once; a downgrade follows', async () => {
    const owner = await paying();
    await stripe.renew(owner.subscriptionId, 'paid');
    const upgraded = await app.request(
      apiPaths.subscriptionUpgrade,
      jsonRequest('POST', { planId: 'professional' }, owner.headers),
    );
    expect(upgraded.status).toBe(200);
    expect(subscriptionSchema.parse(await upgraded.json())).toMatchObject({
      planId: 'professional',
      monthlyPayment: 299,
    });
    const item = (
      stripe.subscriptions.get(owner.subscriptionId)!.items as { data: { price: { id: string } }[] }
    ).data[0]!;
    expect(item.price.id).toBe(FAKE_STRIPE.prices.professional);
    const invoices = [...stripe.invoices.values()].filter(
      (invoice) =>
        invoice.billing_reason === 'subscription_update' &&
        invoice.customer === stripe.subscriptions.get(owner.subscriptionId)!.customer,
    );
    expect(invoices).toHaveLength(1);
    expect(Number(invoices[0]!.amount_due)).toBeGreaterThan(0);
    expect(Number(invoices[0]!.amount_due)).toBeLessThanOrEqual(10_000);

    const downgraded = await app.request(
      apiPaths.subscriptionPlan,
      jsonRequest('POST', { planId: 'essential' }, owner.headers),
    );
    expect(downgraded.status).toBe(200);
    expect((await subscriptionOf(owner.headers)).planId).toBe('essential');
  });

  it('keeps the plan when Stripe declines the upgrade’s charge: 402 with its words', async () => {
    const owner = await paying();
    await stripe.renew(owner.subscriptionId, 'paid');
    declining.add(String(stripe.subscriptions.get(owner.subscriptionId)!.customer));
    const res = await app.request(
      apiPaths.subscriptionUpgrade,
      jsonRequest('POST', { planId: 'professional' }, owner.headers),
    );
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      error: { code: 'payment_failed', message: 'Your card was declined.' },
    });
    expect((await subscriptionOf(owner.headers)).planId).toBe('essential');
  });

  it('during the trial without a card, changes the plan and charges nothing', async () => {
    const owner = await signUp();
    const res = await app.request(
      apiPaths.subscriptionUpgrade,
      jsonRequest('POST', { planId: 'professional' }, owner.headers),
    );
    expect(res.status).toBe(200);
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      planId: 'professional',
      monthlyPayment: 299,
      hasCard: false,
    });
  });

  it('cancels at the period’s end, and takes it back', async () => {
    const owner = await paying();
    const cancel = (value: boolean) =>
      app.request(
        apiPaths.subscriptionCancellation,
        jsonRequest('POST', { cancelAtPeriodEnd: value }, owner.headers),
      );
    expect((await cancel(true)).status).toBe(200);
    expect(stripe.subscriptions.get(owner.subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      cancelAtPeriodEnd: true,
      standing: 'paid',
    });
    expect((await cancel(false)).status).toBe(200);
    expect((await subscriptionOf(owner.headers)).cancelAtPeriodEnd).toBe(false);
  });

  it('refuses to cancel or open the portal before a card was added', async () => {
    const owner = await signUp();
    const res = await app.request(
      apiPaths.subscriptionCancellation,
      jsonRequest('POST', { cancelAtPeriodEnd: true }, owner.headers),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { message: subscriptionCopy.noSubscription } });
    const portal = await app.request(
      apiPaths.subscriptionPortal,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(portal.status).toBe(409);
  });
});

describe('invoices and the payment portal', () => {
  it('lists the invoices with their PDF links, and opens Stripe’s customer portal', async () => {
    const owner = await paying();
    await stripe.renew(owner.subscriptionId, 'paid');
    const res = await app.request(apiPaths.subscriptionInvoices, { headers: owner.headers });
    expect(res.status).toBe(200);
    const { invoices } = invoiceListSchema.parse(await res.json());
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ amountCents: 19_900, status: 'paid', currency: 'usd' });
    const pdf = await fetch(invoices[0]!.pdfUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const portal = await app.request(
      apiPaths.subscriptionPortal,
      jsonRequest('POST', {}, owner.headers),
    );
    expect(portal.status).toBe(200);
    const { url } = redirectSchema.parse(await portal.json());
    expect(url.startsWith(`${stripe.url}/billing_portal/`)).toBe(true);
    expect(new URL(url).searchParams.get('return_url')).toBe(
      `${testOrigin}/portal/billing/subscription`,
    );
  });
});

describe('webhooks', () => {
  it('applies a replayed event once', async () => {
    const owner = await paying();
    const event = stripe.events.at(-1)!;
    const again = await webhook(event.body, signatureFor(event.body));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const rows = await server.database.db
      .select()
      .from(billingEvent)
      .where(eq(billingEvent.id, event.id));
    expect(rows).toHaveLength(1);
    expect((await subscriptionOf(owner.headers)).hasCard).toBe(true);
  });

  it('refuses a forged signature, a stale one and none, with 400, and changes nothing', async () => {
    const owner = await signUp();
    stripe.hold(true);
    try {
      await stripe.completeCheckout(await checkout(owner.headers));
    } finally {
      stripe.hold(false);
    }
    const completed = stripe.events.find(
      (event) => event.type === 'checkout.session.completed' && event.body.includes(owner.id),
    )!;
    expect(await stripe.deliver(completed, 'whsec_not_the_secret')).toBe(400);
    const stale = signStripePayload(
      completed.body,
      FAKE_STRIPE.webhookSecret,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await webhook(completed.body, stale)).status).toBe(400);
    const unsigned = await app.request(
      apiPaths.stripeWebhook,
      jsonRequest('POST', completed.body, {}),
    );
    expect(unsigned.status).toBe(400);
    // A body changed after signing no longer matches.
    const tampered = completed.body.replace('"livemode": false', '"livemode": true');
    expect((await webhook(tampered, signatureFor(completed.body))).status).toBe(400);
    expect((await subscriptionOf(owner.headers)).hasCard).toBe(false);
    expect(await stripe.deliver(completed)).toBe(200);
    expect((await subscriptionOf(owner.headers)).hasCard).toBe(true);
  });

  it('applies events in any order from the subscription as Stripe holds it now', async () => {
    const owner = await paying();
    stripe.hold(true);
    const start = stripe.events.length;
    try {
      await stripe.renew(owner.subscriptionId, 'declined');
      await stripe.renew(owner.subscriptionId, 'paid');
    } finally {
      stripe.hold(false);
    }
    const late = stripe.events.slice(start).reverse();
    for (const event of late) expect(await stripe.deliver(event)).toBe(200);
    // The failure arrived last, but the subscription is paid now: no grace period.
    expect(await subscriptionOf(owner.headers)).toMatchObject({
      status: 'active',
      standing: 'paid',
      graceEndsAt: null,
    });
  });

  it('does not exist without Stripe set up', async () => {
    const res = await server.request(apiPaths.stripeWebhook, jsonRequest('POST', '{}', {}));
    expect(res.status).toBe(404);
  });
});

const signatureFor = (body: string) => signStripePayload(body, FAKE_STRIPE.webhookSecret);
