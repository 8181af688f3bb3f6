import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Stripe for tests, over HTTP with Stripe's wire format: form-encoded requests with
 * bracketed keys (`line_items[0][price]`), a bearer secret key (401 without it), Stripe's JSON
 * objects and its error bodies (`{ error: { type, code, message, param } }`, 404
 * `resource_missing`, 402 `card_error`). The API: customers, Checkout Sessions in subscription
 * mode, subscriptions (retrieve; update of the item's price with proration and of
 * cancel_at_period_end), invoices (list by customer, retrieve with `expand`) and Billing Portal
 * sessions. A browser's pages: the Checkout page (`GET /checkout/:id`, whose Pay button
 * subscribes and sends the browser to `success_url`), the portal and each invoice's PDF.
 * Webhooks are signed as Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret,
 * t.body)`) and delivered in order; a test may hold them to deliver in another order, replay
 * one, or sign one with another secret.
 */

export const FAKE_STRIPE = {
  secretKey: 'sk_test_fake_51AgentraKey',
  webhookSecret: 'whsec_fake_agentra_signing_secret',
  prices: { essential: 'price_fake_essential', professional: 'price_fake_professional' },
} as const;

const priceAmounts: Record<string, number> = {
  [FAKE_STRIPE.prices.essential]: 19_900,
  [FAKE_STRIPE.prices.professional]: 29_900,
};

const DAY_S = 24 * 60 * 60;
const PERIOD_S = 30 * DAY_S;

type Json = Record<string, unknown>;
type StripeObject = Json & { id: string };

export type FakeStripeEvent = { id: string; type: string; body: string };

/** Where a signed event goes: the product's webhook route. Answers the HTTP status. */
export type Deliver = (body: string, signature: string) => Promise<number>;

export type FakeStripe = {
  url: string;
  /** Every event made, in order, with the body as signed. */
  events: FakeStripeEvent[];
  customers: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** Events are kept (not delivered) while held; `deliver` sends one. */
  hold: (held: boolean) => void;
  deliver: (event: FakeStripeEvent, secret?: string) => Promise<number>;
  /** What the Pay button does: subscribes, and sends the checkout's events. */
  completeCheckout: (sessionId: string) => Promise<void>;
  /** The period ends and Stripe bills the next: paid, or declined (`past_due`). */
  renew: (subscriptionId: string, outcome: 'paid' | 'declined') => Promise<void>;
  close: () => Promise<void>;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` pairs into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

const listOf = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${id}'`,
  });

const parameterMissing = (param: string) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });

export function signStripePayload(body: string, secret: string, timestamp = now()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function startFakeStripe(options: {
  deliver?: Deliver;
  port?: number;
  /** Cards that decline: renewals and upgrades of these customers fail. */
  declining?: Set<string>;
}): Promise<FakeStripe> {
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  /** The payment behind each invoice, which Stripe shows only when asked to expand it. */
  const intentOfInvoice = new Map<string, string>();
  const events: FakeStripeEvent[] = [];
  let held = false;
  let invoiceNumber = 0;
  let base = '';

  const deliver = async (event: FakeStripeEvent, secret: string = FAKE_STRIPE.webhookSecret) =>
    options.deliver ? options.deliver(event.body, signStripePayload(event.body, secret)) : 0;

  async function emit(type: string, object: Json) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const made = { id: event.id, type, body: JSON.stringify(event, null, 2) };
    events.push(made);
    if (!held) await deliver(made);
  }

  const itemOf = (subscription: StripeObject) =>
    (subscription.items as { data: Json[] }).data[0] as Json & { price: Json };

  function invoiceFor(subscription: StripeObject, amount: number, reason: string, paid: boolean) {
    const id = newId('in');
    invoiceNumber += 1;
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: paid ? 'succeeded' : 'requires_payment_method',
      last_payment_error: paid
        ? null
        : {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
    };
    intents.set(intent.id, intent);
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      number: `FAKE-${String(invoiceNumber).padStart(4, '0')}`,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: 'usd',
      created: now(),
      billing_reason: reason,
      invoice_pdf: `${base}/invoices/${id}.pdf`,
      hosted_invoice_url: `${base}/invoices/${id}`,
      last_finalization_error: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
    invoices.set(id, invoice);
    intentOfInvoice.set(id, intent.id);
    subscription.latest_invoice = id;
    return invoice;
  }

  const declines = (customer: unknown) => options.declining?.has(String(customer)) ?? false;

  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    if (session.status === 'complete') return;
    const price = session.price as string;
    const subscriptionData = (session.subscription_data ?? {}) as Json;
    const trialEnd = subscriptionData.trial_end ? Number(subscriptionData.trial_end) : null;
    const start = now();
    const periodEnd = trialEnd ?? start + PERIOD_S;
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created: start,
      currency: 'usd',
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      metadata: (subscriptionData.metadata ?? {}) as Json,
      livemode: false,
      latest_invoice: null,
      items: listOf([], '/v1/subscription_items'),
    };
    (subscription.items as { data: Json[] }).data.push({
      id: newId('si'),
      object: 'subscription_item',
      price: {
        id: price,
        object: 'price',
        currency: 'usd',
        unit_amount: priceAmounts[price],
        recurring: { interval: 'month', interval_count: 1 },
        type: 'recurring',
      },
      quantity: 1,
      current_period_start: start,
      current_period_end: periodEnd,
      subscription: subscription.id,
    });
    subscriptions.set(subscription.id, subscription);
    const invoice = invoiceFor(
      subscription,
      trialEnd ? 0 : priceAmounts[price]!,
      'subscription_create',
      true,
    );
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
    });
    const { price: _price, subscription_data: _data, ...sessionObject } = session;
    await emit('checkout.session.completed', sessionObject);
    await emit('customer.subscription.created', subscription);
    await emit('invoice.paid', invoice);
  }

  async function renew(subscriptionId: string, outcome: 'paid' | 'declined') {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw missing('subscription', subscriptionId);
    const item = itemOf(subscription);
    const paid = outcome === 'paid';
    const invoice = invoiceFor(
      subscription,
      Number(item.price.unit_amount),
      'subscription_cycle',
      paid,
    );
    if (paid) {
      // The period (or the trial) ended now: the next one starts.
      item.current_period_start = now();
      item.current_period_end = now() + PERIOD_S;
      subscription.status = 'active';
    } else {
      subscription.status = 'past_due';
    }
    await emit('customer.subscription.updated', subscription);
    await emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }

  async function updateSubscription(subscription: StripeObject, form: Json) {
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end
        ? itemOf(subscription).current_period_end
        : null;
    }
    const items = form.items as Record<string, Json> | undefined;
    const change = items?.['0'];
    let invoice: StripeObject | undefined;
    if (change) {
      const item = itemOf(subscription);
      if (change.id !== item.id) throw missing('subscription_item', String(change.id));
      const price = String(change.price);
      if (!(price in priceAmounts)) throw missing('price', price);
      const periodStart = Number(item.current_period_start);
      const periodEnd = Number(item.current_period_end);
      const left = Math.max(0, periodEnd - now()) / (periodEnd - periodStart);
      const prorated = Math.round((priceAmounts[price]! - Number(item.price.unit_amount)) * left);
      const invoiceNow =
        form.proration_behavior === 'always_invoice' && subscription.status !== 'trialing';
      // The only payment behaviour the product asks for: a declined card changes nothing.
      if (invoiceNow && prorated > 0 && declines(subscription.customer)) {
        throw new StripeFailure(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        });
      }
      item.price = { ...item.price, id: price, unit_amount: priceAmounts[price] };
      if (invoiceNow)
        invoice = invoiceFor(subscription, Math.max(0, prorated), 'subscription_update', true);
    }
    await emit('customer.subscription.updated', subscription);
    if (invoice) await emit('invoice.paid', invoice);
    return subscription;
  }

  function withExpansions(invoice: StripeObject, expand: string[]) {
    if (!expand.some((path) => path.startsWith('payments'))) return invoice;
    const intent = intents.get(intentOfInvoice.get(invoice.id)!)!;
    const deep = expand.includes('payments.data.payment.payment_intent');
    return {
      ...invoice,
      payments: listOf(
        [
          {
            id: newId('inpay'),
            object: 'invoice_payment',
            invoice: invoice.id,
            status: intent.status === 'succeeded' ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: deep ? intent : intent.id },
          },
        ],
        `/v1/invoice_payments`,
      ),
    };
  }

  async function api(method: string, path: string, form: Json, query: URLSearchParams) {
    const [, , kind, id, more] = path.split('/');
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (form.mode !== 'subscription') throw parameterMissing('mode');
      const lineItems = form.line_items as Record<string, Json> | undefined;
      const price = lineItems?.['0']?.price as string | undefined;
      if (!price) throw parameterMissing('line_items');
      if (!(price in priceAmounts)) throw missing('price', price);
      if (!form.success_url) throw parameterMissing('success_url');
      if (typeof form.customer !== 'string' || !customers.has(form.customer)) {
        throw missing('customer', String(form.customer));
      }
      const sessionId = newId('cs_test');
      const session: StripeObject = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? null,
        metadata: form.metadata ?? {},
        subscription: null,
        url: `${base}/checkout/${sessionId}`,
        livemode: false,
        created: now(),
        price,
        subscription_data: form.subscription_data,
      };
      sessions.set(sessionId, session);
      const { price: _price, subscription_data: _data, ...answer } = session;
      return answer;
    }
    if (kind === 'subscriptions' && id && !more) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw missing('subscription', id);
      return method === 'POST' ? updateSubscription(subscription, form) : subscription;
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const customer = query.get('customer');
      // Newest first, as Stripe lists them.
      const found = [...invoices.values()]
        .reverse()
        .filter((invoice) => !customer || invoice.customer === customer);
      return listOf(found, '/v1/invoices');
    }
    if (method === 'GET' && kind === 'invoices' && id) {
      const invoice = invoices.get(id);
      if (!invoice) throw missing('invoice', id);
      const { expand = {} } = parseStripeForm(query.toString()) as {
        expand?: Record<string, string>;
      };
      return withExpansions(invoice, Object.values(expand));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (typeof form.customer !== 'string' || !customers.has(form.customer)) {
        throw missing('customer', String(form.customer));
      }
      const portalId = newId('bps');
      return {
        id: portalId,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `${base}/billing_portal/${portalId}?return_url=${encodeURIComponent(String(form.return_url ?? ''))}`,
        livemode: false,
        created: now(),
      };
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

  async function browser(method: string, url: URL, res: ServerResponse) {
    const [, area, id, action] = url.pathname.split('/');
    if (area === 'checkout' && id) {
      const session = sessions.get(id);
      if (!session) return res.writeHead(404).end('No such checkout');
      if (method === 'POST' && action === 'pay') {
        await completeCheckout(id);
        return res.writeHead(303, { location: String(session.success_url) }).end();
      }
      const amount = (priceAmounts[session.price as string]! / 100).toFixed(2);
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          page(
            'Checkout',
            `<h1>Subscribe</h1><p>$${amount} per month</p><form method="post" action="/checkout/${id}/pay"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><p><button type="submit">Subscribe</button></p></form><p><a href="${String(session.cancel_url)}">Back</a></p>`,
          ),
        );
    }
    if (area === 'billing_portal') {
      const back = url.searchParams.get('return_url') ?? '/';
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          page(
            'Billing portal',
            `<h1>Payment method</h1><p>Visa •••• 4242</p><a href="${back}">Return</a>`,
          ),
        );
    }
    if (area === 'invoices' && id?.endsWith('.pdf')) {
      return res
        .writeHead(200, { 'content-type': 'application/pdf' })
        .end('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    }
    return res.writeHead(404).end('Not found');
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const method = req.method ?? 'GET';
      void (async () => {
        if (!url.pathname.startsWith('/v1/')) return browser(method, url, res);
        res.setHeader('content-type', 'application/json');
        res.setHeader('request-id', newId('req'));
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE.secretKey}`) {
          return res.writeHead(401).end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                message: 'Invalid API Key provided: sk_test_****',
              },
            }),
          );
        }
        try {
          const answer = await api(
            method,
            url.pathname,
            parseStripeForm(Buffer.concat(chunks).toString()),
            url.searchParams,
          );
          res.writeHead(200).end(JSON.stringify(answer));
        } catch (error) {
          if (!(error instanceof StripeFailure)) throw error;
          res.writeHead(error.status).end(JSON.stringify({ error: error.body }));
        }
      })().catch((error: unknown) => {
        res
          .writeHead(500)
          .end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    events,
    customers,
    subscriptions,
    invoices,
    hold: (value) => {
      held = value;
    },
    deliver,
    completeCheckout,
    renew,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
