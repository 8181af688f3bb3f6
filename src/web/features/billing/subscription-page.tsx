import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isUpgrade, subscriptionCopy as copy } from '@shared/billing.ts';
import { planIds, plans, type Plan, type PlanId } from '@shared/plans.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useSubscription } from './api/get-subscription.ts';
import { useChangePlan } from './api/change-plan.ts';
import { useOpenPaymentPortal } from './api/open-payment-portal.ts';
import { useSetCancellation } from './api/set-cancellation.ts';
import { useUpgradePlan } from './api/upgrade-plan.ts';
import { BillingNotice } from './components/billing-notice.tsx';
import { CurrentPlanCard } from './components/current-plan-card.tsx';
import { InvoicesCard } from './components/invoices-card.tsx';
import { PlanCard, type PlanAction } from './components/plan-card.tsx';
import { UpgradeDialog } from './components/upgrade-dialog.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';

const actionOf = (current: PlanId | undefined, id: PlanId): PlanAction | null => {
  if (current === undefined) return null;
  if (current === id) return 'current';
  return isUpgrade(current, id) ? 'upgrade' : 'downgrade';
};

export default function SubscriptionPage() {
  const [search, setSearch] = useSearchParams();
  const returned = search.get('checkout');
  const [backFromCheckout] = useState(returned === 'success');
  const subscription = useSubscription({ untilCard: backFromCheckout });
  const upgrade = useUpgradePlan();
  const downgrade = useChangePlan();
  const portal = useOpenPaymentPortal();
  const cancellation = useSetCancellation();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [notice, setNotice] = useState<Notice | null>(() =>
    returned === 'success'
      ? { severity: 'success', message: copy.checkoutReturned }
      : returned === 'cancelled'
        ? { severity: 'error', message: copy.checkoutCancelled }
        : null,
  );

  // The address loses its checkout mark, so a reload does not say it again.
  useEffect(() => {
    if (returned) setSearch({}, { replace: true });
  }, [returned, setSearch]);

  const current = subscription.data?.planId;
  const direction =
    confirming && current && !isUpgrade(current, confirming.id) ? 'downgrade' : 'upgrade';

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (direction === 'upgrade') {
        await upgrade.mutateAsync({ planId: confirming.id });
        setNotice({ severity: 'success', message: copy.upgraded });
      } else {
        await downgrade.mutateAsync({ planId: confirming.id });
        setNotice({ severity: 'success', message: copy.downgraded });
      }
    } catch {
      setNotice({
        severity: 'error',
        message: direction === 'upgrade' ? copy.upgradeFailed : copy.changeFailed,
      });
    }
    setConfirming(null);
  };

  const changeCancellation = async (cancelAtPeriodEnd: boolean) => {
    try {
      await cancellation.mutateAsync({ cancelAtPeriodEnd });
      setNotice({
        severity: 'success',
        message: cancelAtPeriodEnd ? copy.cancelled : copy.resumed,
      });
    } catch {
      setNotice({ severity: 'error', message: copy.cancelFailed });
    }
  };

  const managePayment = () =>
    portal.mutate(undefined, {
      onError: () => setNotice({ severity: 'error', message: copy.portalFailed }),
    });

  return (
    <>
      <PageHeader title={screenTitles.subscription} subtitle={copy.subtitle} />
      <QueryState
        query={subscription}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<Skeleton variant="rounded" height={180} />}
      >
        {(current) => (
          <>
            <BillingNotice subscription={current} all />
            <CurrentPlanCard
              subscription={current}
              actions={{
                onManagePayment: managePayment,
                managingPayment: portal.isPending,
                onCancellation: (value) => void changeCancellation(value),
                changingCancellation: cancellation.isPending,
              }}
            />
          </>
        )}
      </QueryState>
      <Box component="section" aria-labelledby="plans-heading" sx={{ mt: { xs: 3, md: 4 } }}>
        <Typography id="plans-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          {copy.availablePlans}
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {planIds.map((id) => (
            <Grid key={id} size={{ xs: 12, md: 6 }}>
              <PlanCard
                plan={plans[id]}
                action={actionOf(current, id)}
                onChange={() => setConfirming(plans[id])}
              />
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box sx={{ mt: { xs: 3, md: 4 } }}>
        <InvoicesCard testMode={subscription.data?.provider === 'test'} />
      </Box>
      <UpgradeDialog
        plan={confirming}
        direction={direction}
        subscription={subscription.data}
        busy={upgrade.isPending || downgrade.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
