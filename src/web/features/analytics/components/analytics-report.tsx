import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Analytics } from '@shared/analytics.ts';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { formatDay } from '../format-figures.ts';
import { BusiestHoursChart, ConversationsPerDayChart, OutcomesChart } from './analytics-charts.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { NoConversations } from './no-conversations.tsx';
import { UnansweredQuestions } from './unanswered-questions.tsx';

/** The figures of one answer: the range they cover, then cards, charts and questions. */
export function AnalyticsReport({
  analytics,
  agentId,
  refreshing,
}: {
  analytics: Analytics;
  /** The agent the figures are filtered to, whose playground the empty state offers. */
  agentId: string | undefined;
  /** Figures of the previous filter, shown dimmed while the new ones load. */
  refreshing: boolean;
}) {
  return (
    <Stack
      spacing={{ xs: 2, md: 3 }}
      aria-busy={refreshing}
      sx={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Typography variant="body2" color="text.secondary">
        {copy.covered(formatDay(analytics.from), formatDay(analytics.to))}
      </Typography>
      {analytics.conversations === 0 ? (
        <NoConversations agentId={agentId} />
      ) : (
        <>
          <HeadlineFigures analytics={analytics} />
          <ConversationsPerDayChart perDay={analytics.perDay} />
          <Grid container spacing={{ xs: 2, md: 3 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <OutcomesChart
                outcomes={analytics.outcomes}
                conversations={analytics.conversations}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <BusiestHoursChart busiestHours={analytics.busiestHours} />
            </Grid>
          </Grid>
          <UnansweredQuestions unanswered={analytics.unanswered} />
        </>
      )}
    </Stack>
  );
}
