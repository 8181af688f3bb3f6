import { z } from 'zod';
import { planIds, plans, type PlanId } from './plans.ts';

/** The specification: the next billing date is shown as 30 days ahead. */
export const billingCycleDays = 30;

/** GET /api/v1/subscription */
export const subscriptionSchema = z.object({
  planId: z.enum(planIds),
  /** ISO 8601 */
  nextBillingDate: z.string(),
  /** US dollars per month on the current plan. */
  monthlyPayment: z.number(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

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
  /** There is no payment network: charges are recorded in test mode (README). */
  testMode: 'Test mode: no real card is charged.',
} as const;
