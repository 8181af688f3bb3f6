import { useLocation } from 'react-router';
import { paths } from '@shared/paths.ts';
import { useMe } from '@web/lib/use-me.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { BillingNotice } from './billing-notice.tsx';

/**
 * Above every portal screen while the subscription needs the owner: the trial's days left, a
 * trial that ended, a failed payment. The Subscription page says it itself. Only the owner sees
 * it: billing is theirs alone, and its button would refuse anyone else.
 */
export function BillingBanner() {
  const owner = useMe().data?.role === 'owner';
  return owner ? <OwnerBillingBanner /> : null;
}

function OwnerBillingBanner() {
  const { pathname } = useLocation();
  const subscription = useSubscription();
  if (!subscription.data || pathname === paths.portal.subscription) return null;
  return <BillingNotice subscription={subscription.data} />;
}
