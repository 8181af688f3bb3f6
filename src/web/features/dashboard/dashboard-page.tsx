import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  dashboardCopy,
  dashboardStatIds,
  dashboardStatLabels,
  type DashboardStatId,
} from '@shared/dashboard.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { useDocumentTitle } from '@web/components/use-document-title.ts';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { useAuth } from '@web/lib/auth-context.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { OnboardingCard } from './onboarding-card.tsx';
import { RecentActivityCard } from './recent-activity-card.tsx';
import { MonthChange, StatCard } from './stat-card.tsx';
import { type AccentColor } from '@web/components/accent-tint.ts';

const statLooks: Record<DashboardStatId, { icon: ReactNode; tint: AccentColor }> = {
  activeUsers: { icon: <PeopleAltOutlined />, tint: 'blue' },
  totalConversations: { icon: <ForumOutlined />, tint: 'teal' },
  activeAgents: { icon: <SmartToyOutlined />, tint: 'violet' },
};

export default function DashboardPage() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  // The greeting is this screen's heading; the tab still says which screen it is.
  useDocumentTitle(screenTitles.dashboard);
  return (
    <>
      <Box
        sx={{
          mb: { xs: 2, md: 3 },
          p: { xs: 3, md: 4 },
          borderRadius: 3,
          color: 'common.white',
          background: (theme) => theme.gradients.dashboardWelcome,
        }}
      >
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {dashboardCopy.welcome(user?.displayName ?? '', dashboard.data?.returning ?? false)}
        </Typography>
        <Typography sx={{ mt: 0.75, opacity: 0.9 }}>{dashboardCopy.welcomeLine}</Typography>
      </Box>
      <QueryState
        query={dashboard}
        loadingLabel={dashboardCopy.loading}
        errorMessage={dashboardCopy.failed}
        skeleton={<CardGridSkeleton count={3} size={{ xs: 12, sm: 4 }} height={150} />}
      >
        {({ stats, activity, onboarding }) => (
          <>
            {onboarding && <OnboardingCard onboarding={onboarding} />}
            <Box
              component="section"
              aria-label={dashboardCopy.statistics}
              sx={{ mb: { xs: 2, md: 3 } }}
            >
              <Grid container spacing={{ xs: 2, md: 3 }}>
                {dashboardStatIds.map((id) => (
                  <Grid key={id} size={{ xs: 12, sm: 4 }}>
                    {id === 'activeAgents' ? (
                      <StatCard
                        label={dashboardStatLabels[id]}
                        figure={stats.activeAgents.now}
                        note={dashboardCopy.agentsInConversations(
                          stats.activeAgents.inConversations,
                        )}
                        {...statLooks[id]}
                      />
                    ) : (
                      <StatCard
                        label={dashboardStatLabels[id]}
                        figure={stats[id].thisMonth}
                        note={<MonthChange figure={stats[id]} />}
                        {...statLooks[id]}
                      />
                    )}
                  </Grid>
                ))}
              </Grid>
            </Box>
            <RecentActivityCard activity={activity} />
          </>
        )}
      </QueryState>
    </>
  );
}
