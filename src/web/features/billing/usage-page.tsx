import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@shared/paths.ts';
import { plans } from '@shared/plans.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { approachingLimits, usageCopy as copy, usageMeterIds } from '@shared/usage.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { useSubscription } from './api/get-subscription.ts';
import { useUsage } from './api/get-usage.ts';
import { UsageHistoryChart } from './components/usage-history-chart.tsx';
import { UsageMeterCard } from './components/usage-meter-card.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';

export default function UsagePage() {
  const usage = useUsage();
  // The limits are the plan's: the page names it once, the Subscription page says the rest.
  const planId = useSubscription().data?.planId;
  return (
    <>
      <PageHeader title={screenTitles.usage} subtitle={copy.subtitle} />
      {/* Its line is kept while the plan loads, so the meters do not move down. */}
      <Box sx={{ mb: 1.5, minHeight: '1.75rem' }}>
        {planId && (
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {copy.currentPlan(plans[planId].name)}
          </Typography>
        )}
      </Box>
      <QueryState
        query={usage}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={
          <CardGridSkeleton
            count={usageMeterIds.length}
            size={{ xs: 12, sm: 6, lg: 3 }}
            height={150}
            spacing={{ xs: 2, md: 3 }}
          />
        }
      >
        {({ meters, history }) => (
          <>
            {approachingLimits(meters) && (
              <Alert
                severity="error"
                sx={{ mb: { xs: 2, md: 3 } }}
                action={
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={paths.portal.subscription}
                  >
                    {copy.viewPlans}
                  </Button>
                }
              >
                <AlertTitle>{copy.bannerTitle}</AlertTitle>
                {copy.bannerText}
              </Alert>
            )}
            <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mb: { xs: 2, md: 3 } }}>
              {meters.map((meter) => (
                <Grid key={meter.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <UsageMeterCard meter={meter} />
                </Grid>
              ))}
            </Grid>
            <UsageHistoryChart history={history} />
          </>
        )}
      </QueryState>
    </>
  );
}
