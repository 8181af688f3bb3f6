import type { BillingProvider as ProviderId, Invoice } from '@shared/billing.ts';
import type { PlanId } from '@shared/plans.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';

export type BillingCustomer = { id: AccountId; email: string; name: string };

/** Where the provider's pages send the owner back. */
export type ReturnUrls = { success: string; cancel: string };

/**
 * What the product asks of a payment provider. The built-in test mode (no money moves) and
 * Stripe implement it; the install's configuration picks one. A provider changes the account's
 * subscription row only from its own state, never from what a browser says.
 */
export type BillingProvider = {
  id: ProviderId;
  /** The page where the owner adds a card and subscribes; its address. */
  checkout: (
    customer: BillingCustomer,
    db: Database,
    planId: PlanId,
    urls: ReturnUrls,
  ) => Promise<string>;
  /** Moves a paid subscription to another plan, prorated as the provider computes it. */
  changePlan: (accountId: AccountId, db: Database, planId: PlanId) => Promise<void>;
  /** Ends the subscription when its paid period does, or takes that back. */
  setCancelAtPeriodEnd: (accountId: AccountId, db: Database, cancel: boolean) => Promise<void>;
  invoices: (accountId: AccountId, db: Database) => Promise<Invoice[]>;
  /** The provider's own page for the payment method; its address. */
  paymentPortal: (accountId: AccountId, db: Database, returnUrl: string) => Promise<string>;
};
