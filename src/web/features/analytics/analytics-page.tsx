import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { PageHeader } from '@web/components/page-header.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { useAgents } from '@web/lib/agent-list.ts';
import { useAnalytics } from './api/get-analytics.ts';
import { AnalyticsFilters } from './components/analytics-filters.tsx';
import { AnalyticsReport } from './components/analytics-report.tsx';
import { useAnalyticsFilter } from './use-analytics-filter.ts';

/** The shape of the report while it loads: a row of figure cards, then a chart. */
function ReportSkeleton() {
  return (
    <>
      <CardGridSkeleton
        count={4}
        size={{ xs: 12, sm: 6, lg: 3 }}
        height={128}
        spacing={{ xs: 2, md: 3 }}
      />
      <Skeleton variant="rounded" height={360} sx={{ mt: { xs: 2, md: 3 } }} />
    </>
  );
}

/** How the account's conversations went, filtered by range, agent and channel (in the URL). */
export default function AnalyticsPage() {
  const agents = useAgents();
  const { filter, today, change, clear } = useAnalyticsFilter(
    agents.data?.agents.map((agent) => agent.id),
  );
  const analytics = useAnalytics(filter);

  return (
    <>
      <PageHeader title={screenTitles.analytics} subtitle={copy.subtitle} />
      <Card sx={{ mb: { xs: 2, md: 3 } }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <AnalyticsFilters
            filter={filter}
            today={today}
            agents={agents.data?.agents}
            onChange={change}
            onClear={clear}
          />
        </CardContent>
      </Card>
      <Box sx={{ minWidth: 0 }}>
        <QueryState
          query={analytics}
          loadingLabel={copy.loading}
          errorMessage={copy.loadFailed}
          skeleton={<ReportSkeleton />}
        >
          {(figures) => (
            <AnalyticsReport
              analytics={figures}
              agentId={filter.agentId}
              refreshing={analytics.isPlaceholderData}
            />
          )}
        </QueryState>
      </Box>
    </>
  );
}
