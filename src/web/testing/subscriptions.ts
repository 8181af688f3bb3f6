import type { Subscription } from '@shared/billing.ts';

/** A subscription a card pays, as the API answers it; tests change what they are about. */
export const paidSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  planId: 'essential',
  nextBillingDate: '2026-12-22T10:00:00.000Z',
  monthlyPayment: 199,
  provider: 'test',
  status: 'active',
  standing: 'paid',
  trialEndsAt: null,
  trialDaysLeft: null,
  hasCard: true,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  failureReason: null,
  answering: true,
  ...overrides,
});

/** A sign-up's trial without a card, `days` before its end. */
export const trialSubscription = (days: number, overrides: Partial<Subscription> = {}) =>
  paidSubscription({
    nextBillingDate: '2026-12-13T10:00:00.000Z',
    trialEndsAt: '2026-12-13T10:00:00.000Z',
    status: 'trialing',
    standing: 'trial',
    trialDaysLeft: days,
    hasCard: false,
    ...overrides,
  });
