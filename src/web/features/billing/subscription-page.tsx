import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isUpgrade, subscriptionCopy as copy } from '@shared/billing.ts';
import { planIds, plans, type Plan, type PlanId } from '@shared/plans.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useSubscription } from './api/get-subscription.ts';
import { useUpgradePlan } from './api/upgrade-plan.ts';
import { CurrentPlanCard } from './components/current-plan-card.tsx';
import { PlanCard, type PlanAction } from './components/plan-card.tsx';
import { UpgradeDialog } from './components/upgrade-dialog.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';

const actionOf = (current: PlanId | undefined, id: PlanId): PlanAction | null => {
  if (current === undefined) return null;
  if (current === id) return 'current';
  return isUpgrade(current, id) ? 'upgrade' : 'included';
};

export default function SubscriptionPage() {
  const subscription = useSubscription();
  const upgrade = useUpgradePlan();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    try {
      await upgrade.mutateAsync({ planId: confirming.id });
      setNotice({ severity: 'success', message: copy.upgraded });
    } catch {
      setNotice({ severity: 'error', message: copy.upgradeFailed });
    }
    setConfirming(null);
  };

  const current = subscription.data?.planId;
  return (
    <>
      <PageHeader title={screenTitles.subscription} subtitle={copy.subtitle} />
      <QueryState
        query={subscription}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<Skeleton variant="rounded" height={180} />}
      >
        {(current) => <CurrentPlanCard subscription={current} />}
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
                onUpgrade={() => setConfirming(plans[id])}
              />
            </Grid>
          ))}
        </Grid>
      </Box>
      <UpgradeDialog
        plan={confirming}
        busy={upgrade.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
