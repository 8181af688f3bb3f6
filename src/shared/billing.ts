import { z } from 'zod';
import { DAY_MS } from './durations.ts';
import { planIds, plans, type PlanId } from './plans.ts';

/** The specification: the next billing date is shown as 30 days ahead. */
export const billingCycleDays = 30;

/** The built-in test mode (no money moves) and Stripe. */
export const billingProviders = ['test', 'stripe'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/** A subscription's state as the payment provider names it (Stripe's words). */
export const billingStatuses = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type BillingStatus = (typeof billingStatuses)[number];

/** A sign-up's trial: the chosen plan's limits, no card. */
export const TRIAL_DAYS = 14;
/** The owner is told this many days before the trial ends, and again when it has. */
export const TRIAL_REMINDER_DAYS = 3;
/** How long agents keep answering after a renewal failed, while the card is fixed. */
export const GRACE_DAYS = 7;

/** What the rule of answering reads of a subscription. */
export type BillingState = {
  status: BillingStatus;
  trialEndsAt: Date | null;
  /** Whether a card pays it: a provider's subscription exists (or test mode paid for it). */
  hasCard: boolean;
  graceEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Where an account stands: what the portal says and whether its agents answer customers. */
export type Standing = 'paid' | 'trial' | 'trial_ended' | 'grace' | 'lapsed';

/** The one rule of whether an account is paid for now (server) and what the portal says (web). */
export function standingOf(state: BillingState, now = new Date()): Standing {
  const ended = (at: Date | null) => at !== null && at.getTime() <= now.getTime();
  if (state.status === 'trialing' && !state.hasCard) {
    return ended(state.trialEndsAt) ? 'trial_ended' : 'trial';
  }
  if (state.status === 'trialing' || state.status === 'active') {
    // Test mode has no renewal: a cancellation takes effect when its period ends.
    return state.cancelAtPeriodEnd && ended(state.currentPeriodEnd) ? 'lapsed' : 'paid';
  }
  if (state.status === 'past_due' && !ended(state.graceEndsAt)) return 'grace';
  return 'lapsed';
}

/** Whether the agents answer customers in a standing: not once a trial or a subscription lapsed. */
export const standingAnswers = (standing: Standing) =>
  standing !== 'trial_ended' && standing !== 'lapsed';

/** Whole days left until `at` (a day begun counts), never below 0. */
export const daysLeft = (at: Date, now = new Date()) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / DAY_MS));

/** GET /api/v1/subscription */
export const subscriptionSchema = z.object({
  planId: z.enum(planIds),
  /** ISO 8601: the next charge (the trial's end while trialing). */
  nextBillingDate: z.string(),
  /** US dollars per month on the current plan. */
  monthlyPayment: z.number(),
  provider: z.enum(billingProviders),
  status: z.enum(billingStatuses),
  standing: z.enum(['paid', 'trial', 'trial_ended', 'grace', 'lapsed']),
  /** ISO 8601, while the account is or was in its trial. */
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  hasCard: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO 8601: when a failed renewal stops the agents. */
  graceEndsAt: z.string().nullable(),
  /** Why the last payment failed, in the provider's words. */
  failureReason: z.string().nullable(),
  /** Whether the agents answer customers now. */
  answering: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/v1/subscription/checkout: Stripe Checkout's page (or test mode's return). */
export const checkoutInputSchema = z.object({ planId: z.enum(planIds).optional() }).strict();
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
export const redirectSchema = z.object({ url: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

/** GET /api/v1/subscription/invoices */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  /** The provider's PDF of the invoice; null in test mode, which issues none. */
  pdfUrl: z.string().nullable(),
  hostedUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** POST /api/v1/subscription/plan: a move to either plan, prorated by the provider. */
export const changePlanInputSchema = z.object({ planId: z.enum(planIds) }).strict();
export type ChangePlanInput = z.infer<typeof changePlanInputSchema>;

/** POST /api/v1/subscription/cancellation: cancel at the period's end, or take that back. */
export const cancellationInputSchema = z.object({ cancelAtPeriodEnd: z.boolean() }).strict();
export type CancellationInput = z.infer<typeof cancellationInputSchema>;

/** POST /api/v1/subscription/upgrade: only a move to a dearer plan is an upgrade. */
export const upgradeInputSchema = z.object({ planId: z.enum(planIds) }).strict();
export type UpgradeInput = z.infer<typeof upgradeInputSchema>;

/** Whether `to` is an upgrade of `from` (Essential to Professional is the only one). */
export const isUpgrade = (from: PlanId, to: PlanId) =>
  plans[to].monthlyPrice > plans[from].monthlyPrice;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 199 → '$199.00' */
export const formatDollars = (amount: number) => dollars.format(amount);

export const subscriptionCopy = {
  subtitle: 'Your plan, its next payment, and the plans you can move to.',
  loading: 'Loading your subscription',
  currentPlan: 'Current Plan',
  nextBillingDate: 'Next billing date',
  monthlyPayment: 'Monthly payment',
  perMonth: '/month',
  current: 'Current Plan',
  upgrade: 'Upgrade',
  upgrading: 'Upgrading...',
  included: 'Included in your plan',
  availablePlans: 'Available Plans',
  confirmTitle: (planName: string) => `Upgrade to ${planName}?`,
  confirmBody: 'Your card will be charged immediately.',
  confirmAmount: (amount: string) => `Amount charged today: ${amount}`,
  confirm: 'Confirm Upgrade',
  cancel: 'Cancel',
  upgraded: 'Plan upgraded successfully!',
  upgradeFailed: 'Failed to upgrade plan. Please try again.',
  loadFailed: 'Your subscription could not be loaded. Please try again later.',
  notAnUpgrade: 'Only an upgrade to a dearer plan can be made here.',
  /** Without Stripe set up, charges are recorded in test mode (README). */
  testMode: 'Test mode: no real card is charged.',
  /** Next to the specification's words while the trial runs: the upgrade charges nothing yet. */
  confirmTrial: (date: string) =>
    `You are in your free trial: nothing is charged before it ends on ${date}.`,
  downgrade: 'Downgrade',
  confirmDowngradeTitle: (planName: string) => `Move to ${planName}?`,
  confirmDowngradeBody:
    'The new price applies from now; what you paid for the rest of this period is credited to your next invoice.',
  confirmDowngrade: 'Confirm Downgrade',
  downgraded: 'Plan changed.',
  changeFailed: 'The plan could not be changed. Please try again.',
  trialBanner: (days: number, date: string) =>
    `Free trial: ${days} day${days === 1 ? '' : 's'} left (until ${date}). Add a card to keep your agents answering after it ends.`,
  trialWithCard: (date: string) =>
    `Free trial until ${date}. Your card is charged for the first month then.`,
  trialEnded:
    'Your free trial has ended. Your agents no longer answer customers; your team still sees the inbox. Add a card to start again.',
  grace: (reason: string, date: string) =>
    `Your last payment failed: ${reason}. Your agents keep answering until ${date}; update your payment method before then.`,
  lapsed:
    'Your subscription is not paid. Your agents no longer answer customers; your team still sees the inbox. Add a card to start again.',
  failureUnknown: 'the card was declined',
  endsAtPeriodEnd: (date: string) =>
    `Your subscription is cancelled and ends on ${date}. Nothing more is charged.`,
  addCard: 'Add a card',
  addingCard: 'Opening checkout...',
  openingPortal: 'Opening...',
  checkoutFailed: 'Checkout could not be opened. Please try again.',
  checkoutReturned: 'Thank you. Your payment is being confirmed; this page updates when it is.',
  checkoutCancelled: 'Checkout was cancelled; nothing was charged.',
  managePayment: 'Manage payment method',
  portalFailed: 'The payment page could not be opened. Please try again.',
  cancelSubscription: 'Cancel at period end',
  resumeSubscription: 'Keep my subscription',
  cancelled: 'Your subscription ends at the end of this period.',
  resumed: 'Your subscription continues.',
  cancelFailed: 'The subscription could not be changed. Please try again.',
  trialEndsOn: 'Trial ends',
  invoices: 'Invoices',
  noInvoices: 'No invoices yet.',
  invoicePdf: 'PDF',
  invoiceNumber: 'Invoice',
  invoiceDate: 'Date',
  invoiceAmount: 'Amount',
  invoiceStatus: 'Status',
  invoicesFailed: 'Invoices could not be loaded. Please try again later.',
  testInvoiceNote: 'Test mode issues no PDF.',
  noCustomer: 'Add a card first: there is no payment method to manage yet.',
  noPortalInTestMode: 'Test mode keeps no payment method: there is nothing to manage.',
  alreadyPaying: 'A card already pays for your subscription: change it with Manage payment method.',
  noSubscription: 'There is no paid subscription to change yet: add a card first.',
  alreadyOnPlan: (planName: string) => `You are already on ${planName}.`,
  trialEndingTitle: 'Your free trial ends soon',
  trialEnding: (days: number, date: string) =>
    `Your free trial ends in ${days} day${days === 1 ? '' : 's'}, on ${date}. Add a card on the Subscription page to keep your agents answering customers.`,
  trialEndedTitle: 'Your free trial has ended',
  openSubscription: 'Open Subscription',
  /** What a customer reads when the business's subscription stopped the agents. */
  notAnswering:
    'Sorry, this assistant is not available right now. Your message is kept for the team, who will get back to you.',
} as const;

const billingDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
/** '2026-12-13T…' → 'December 13, 2026' */
export const formatBillingDate = (iso: string) => billingDate.format(new Date(iso));

/** What the portal says about the subscription, and the one action that helps. */
export type BillingNotice = {
  severity: 'info' | 'warning' | 'error';
  message: string;
  action: 'addCard' | 'managePayment' | null;
};

/**
 * The notice of a subscription that needs the owner: a trial without a card, one that ended,
 * a failed payment's grace period, a lapsed subscription; with `all`, also the quieter states
 * the Subscription page states (a trial already paid by a card, a cancellation to come).
 */
export function billingNoticeOf(subscription: Subscription, all = false): BillingNotice | null {
  const { standing, trialEndsAt, trialDaysLeft, graceEndsAt, failureReason } = subscription;
  if (standing === 'trial' && trialEndsAt && trialDaysLeft !== null) {
    return {
      severity: 'info',
      message: subscriptionCopy.trialBanner(trialDaysLeft, formatBillingDate(trialEndsAt)),
      action: 'addCard',
    };
  }
  if (standing === 'trial_ended') {
    return { severity: 'error', message: subscriptionCopy.trialEnded, action: 'addCard' };
  }
  if (standing === 'grace' && graceEndsAt) {
    return {
      severity: 'warning',
      message: subscriptionCopy.grace(
        failureReason ?? subscriptionCopy.failureUnknown,
        formatBillingDate(graceEndsAt),
      ),
      action: subscription.provider === 'stripe' ? 'managePayment' : null,
    };
  }
  if (standing === 'lapsed') {
    return { severity: 'error', message: subscriptionCopy.lapsed, action: 'addCard' };
  }
  if (!all) return null;
  if (subscription.cancelAtPeriodEnd) {
    return {
      severity: 'info',
      message: subscriptionCopy.endsAtPeriodEnd(formatBillingDate(subscription.nextBillingDate)),
      action: null,
    };
  }
  if (subscription.status === 'trialing' && trialEndsAt) {
    return {
      severity: 'info',
      message: subscriptionCopy.trialWithCard(formatBillingDate(trialEndsAt)),
      action: null,
    };
  }
  return null;
}
