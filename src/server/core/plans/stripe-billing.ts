import Stripe from 'stripe';
import { type BillingStatus, isUpgrade, subscriptionCopy } from '@shared/billing.ts';
import { type PlanId, planIds } from '@shared/plans.ts';
import { type AccountId, lockAccount } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { billingEvent } from '@server/platform/db/schema.ts';
import { Conflict, InvalidInput, PaymentFailed } from '@server/platform/errors/domain-errors.ts';
import type { BillingProvider } from './billing-provider.ts';
import {
  billingRowOf,
  billingRowOfCustomer,
  type BillingRow,
  graceEndsAfter,
  paidByCard,
  saveBilling,
  setPlan,
} from './billing-store.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The Price of each plan in the operator's Stripe account. */
  prices: Record<PlanId, string>;
  /** Stripe's API, or a server that speaks it (tests, a self-hosted fake). */
  apiUrl?: string;
};

/** Stripe asks for a trial that ends at least this far ahead; a shorter rest is charged at once. */
const MIN_TRIAL_AHEAD_MS = 48 * 60 * 60 * 1000 + 60_000;

/** What applying a webhook did: applied, already applied before, or not an event we act on. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export type StripeBilling = BillingProvider & {
  /** Verifies a webhook's `Stripe-Signature` over its raw body and applies it once. */
  receiveWebhook: (
    db: Database,
    rawBody: string,
    signature: string | undefined,
  ) => Promise<WebhookOutcome>;
};

function clientOf(settings: StripeSettings) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const secondsToDate = (seconds: number | null | undefined) =>
  seconds == null ? null : new Date(seconds * 1000);

/** A refusal or outage of Stripe's, in words, never a server fault. */
function providerFailure(error: unknown, fallback: string): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new PaymentFailed(error.message);
  if (error instanceof Stripe.errors.StripeError) throw new PaymentFailed(fallback);
  throw error;
}

export function createStripeBilling(settings: StripeSettings): StripeBilling {
  const stripe = clientOf(settings);
  const planOfPrice = (priceId: string | undefined) =>
    planIds.find((id) => settings.prices[id] === priceId);

  /** The account a subscription is for: its metadata, or the customer we stored at checkout. */
  async function accountOf(db: Database, subscription: Stripe.Subscription) {
    const fromMetadata = subscription.metadata?.accountId;
    if (fromMetadata)
      return {
        accountId: fromMetadata as AccountId,
        row: await billingRowOf(fromMetadata as AccountId, db),
      };
    const customerId = idOf(subscription.customer);
    const row = customerId ? await billingRowOfCustomer(db, customerId) : undefined;
    return row ? { accountId: row.accountId as AccountId, row } : undefined;
  }

  /**
   * Writes the subscription's current state, as Stripe holds it now, to the account: plan,
   * status, period, cancellation, price, grace. Every event leads here with the subscription
   * read afresh, so events that arrive late or out of order cannot roll the state back.
   */
  async function applySubscription(
    db: Database,
    subscription: Stripe.Subscription,
    failureReason?: string,
  ) {
    const owner = await accountOf(db, subscription);
    if (!owner) return;
    const { accountId, row } = owner;
    const item = subscription.items.data[0];
    const planId = planOfPrice(item?.price.id);
    const status = subscription.status as BillingStatus;
    const failing = status === 'past_due' || status === 'unpaid';
    await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      if (planId) await setPlan(accountId, tx, planId);
      await saveBilling(accountId, tx, 'stripe', {
        status,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        trialEndsAt: secondsToDate(subscription.trial_end) ?? row?.trialEndsAt ?? null,
        currentPeriodEnd: secondsToDate(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        nextAmountCents: item ? (item.price.unit_amount ?? 0) * (item.quantity ?? 1) : null,
        graceEndsAt: failing ? graceEndsAfter(row) : null,
        failureReason: failing
          ? (failureReason ?? row?.failureReason ?? subscriptionCopy.failureUnknown)
          : null,
      });
    });
  }

  async function applySubscriptionId(db: Database, id: string | null, failureReason?: string) {
    if (!id) return;
    await applySubscription(db, await stripe.subscriptions.retrieve(id), failureReason);
  }

  const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
    idOf(invoice.parent?.subscription_details?.subscription);

  /** Why an invoice's payment failed, as the card network told Stripe. */
  async function failureOf(invoice: Stripe.Invoice) {
    const full = await stripe.invoices.retrieve(invoice.id!, {
      expand: ['payments.data.payment.payment_intent'],
    });
    for (const payment of full.payments?.data ?? []) {
      const intent = payment.payment.payment_intent;
      const message = typeof intent === 'object' ? intent?.last_payment_error?.message : undefined;
      if (message) return message;
    }
    return full.last_finalization_error?.message ?? subscriptionCopy.failureUnknown;
  }

  async function apply(db: Database, event: Stripe.Event) {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription') return 'ignored';
        await applySubscriptionId(db, idOf(session.subscription));
        return 'applied';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        await applySubscriptionId(db, event.data.object.id);
        return 'applied';
      case 'invoice.paid':
        await applySubscriptionId(db, subscriptionOfInvoice(event.data.object));
        return 'applied';
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        await applySubscriptionId(db, subscriptionOfInvoice(invoice), await failureOf(invoice));
        return 'applied';
      }
      default:
        return 'ignored';
    }
  }

  async function requireRow(accountId: AccountId, db: Database, message: string) {
    const row = await billingRowOf(accountId, db);
    if (!row?.subscriptionId || row.provider !== 'stripe')
      throw new Conflict('no_subscription', message);
    return row as BillingRow & { subscriptionId: string };
  }

  return {
    id: 'stripe',
    checkout: async (customer, db, planId, urls) => {
      const row = await billingRowOf(customer.id, db);
      const now = new Date();
      // Only a Stripe subscription refuses a second one: an account paid in test mode before
      // Stripe was set up may move to it.
      if (row?.provider === 'stripe' && (await paidByCard(customer.id, db, now))) {
        throw new Conflict('already_subscribed', subscriptionCopy.alreadyPaying);
      }
      try {
        let customerId = row?.customerId;
        if (!customerId) {
          const created = await stripe.customers.create({
            email: customer.email,
            name: customer.name,
            metadata: { accountId: customer.id },
          });
          customerId = created.id;
          await saveBilling(customer.id, db, 'stripe', { customerId });
        }
        const trialEnd = row?.status === 'trialing' ? row.trialEndsAt : null;
        const keepsTrial =
          trialEnd !== null && trialEnd.getTime() - now.getTime() > MIN_TRIAL_AHEAD_MS;
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: customer.id,
          line_items: [{ price: settings.prices[planId], quantity: 1 }],
          success_url: urls.success,
          cancel_url: urls.cancel,
          metadata: { accountId: customer.id },
          subscription_data: {
            metadata: { accountId: customer.id },
            ...(keepsTrial && { trial_end: Math.floor(trialEnd.getTime() / 1000) }),
          },
        });
        if (!session.url) throw new PaymentFailed(subscriptionCopy.checkoutFailed);
        return session.url;
      } catch (error) {
        return providerFailure(error, subscriptionCopy.checkoutFailed);
      }
    },
    changePlan: async (accountId, db, planId) => {
      const row = await requireRow(accountId, db, subscriptionCopy.noSubscription);
      try {
        const current = await stripe.subscriptions.retrieve(row.subscriptionId);
        const item = current.items.data[0]!;
        const upgrade = isUpgrade(planOfPrice(item.price.id) ?? 'essential', planId);
        const updated = await stripe.subscriptions.update(current.id, {
          items: [{ id: item.id, price: settings.prices[planId] }],
          // The specification's upgrade charges at once; a downgrade is credited on the next invoice.
          proration_behavior: upgrade ? 'always_invoice' : 'create_prorations',
          ...(upgrade && { payment_behavior: 'error_if_incomplete' as const }),
        });
        await applySubscription(db, updated);
      } catch (error) {
        providerFailure(error, subscriptionCopy.changeFailed);
      }
    },
    setCancelAtPeriodEnd: async (accountId, db, cancel) => {
      const row = await requireRow(accountId, db, subscriptionCopy.noSubscription);
      try {
        const updated = await stripe.subscriptions.update(row.subscriptionId, {
          cancel_at_period_end: cancel,
        });
        await applySubscription(db, updated);
      } catch (error) {
        providerFailure(error, subscriptionCopy.cancelFailed);
      }
    },
    invoices: async (accountId, db) => {
      const row = await billingRowOf(accountId, db);
      if (!row?.customerId) return [];
      try {
        const list = await stripe.invoices.list({ customer: row.customerId, limit: 24 });
        return list.data.map((invoice) => ({
          id: invoice.id!,
          number: invoice.number,
          createdAt: new Date(invoice.created * 1000).toISOString(),
          amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          status: invoice.status ?? 'draft',
          pdfUrl: invoice.invoice_pdf ?? null,
          hostedUrl: invoice.hosted_invoice_url ?? null,
        }));
      } catch (error) {
        return providerFailure(error, subscriptionCopy.invoicesFailed);
      }
    },
    paymentPortal: async (accountId, db, returnUrl) => {
      const row = await billingRowOf(accountId, db);
      if (!row?.customerId) throw new Conflict('no_customer', subscriptionCopy.noCustomer);
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: row.customerId,
          return_url: returnUrl,
        });
        return session.url;
      } catch (error) {
        return providerFailure(error, subscriptionCopy.portalFailed);
      }
    },
    receiveWebhook: async (db, rawBody, signature) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new InvalidInput(
          'The Stripe-Signature header does not match the body.',
          'bad_signature',
        );
      }
      // Recorded in the same transaction as its effect: a failure leaves it unrecorded for
      // Stripe's retry, and a second delivery waits on the first's key, then finds it.
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(billingEvent)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: billingEvent.id });
        if (!fresh) return 'duplicate';
        return apply(tx, event);
      });
    },
  };
}
