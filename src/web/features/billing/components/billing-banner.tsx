import { useLocation } from 'react-router';
import { paths } from '@shared/paths.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { BillingNotice } from './billing-notice.tsx';

/**
 * Above every portal screen while the subscription needs the owner: the trial's days left, a
 * trial that ended, a failed payment. The Subscription page says it itself.
 */
export function BillingBanner() {
  const { pathname } = useLocation();
  const subscription = useSubscription();
  if (!subscription.data || pathname === paths.portal.subscription) return null;
  return <BillingNotice subscription={subscription.data} />;
}
