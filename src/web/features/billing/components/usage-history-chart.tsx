import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { usageCopy as copy, type UsageDay } from '@shared/usage.ts';
import { useSchemePalette } from '@web/components/use-scheme-palette.ts';

// Stored days are UTC calendar dates; format them as such so no time zone shifts a day.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * The last seven stored days. Conversations (about a hundred a day) and active users (thousands)
 * get an axis each, so neither line is flattened by the other's scale.
 */
export function UsageHistoryChart({ history }: { history: readonly UsageDay[] }) {
  const palette = useSchemePalette();
  return (
    <Card component="section" aria-labelledby="usage-history-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="usage-history-heading" component="h2" variant="h6">
          {copy.history}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {copy.historySubtitle}
        </Typography>
        <LineChart
          height={320}
          xAxis={[
            {
              scaleType: 'point',
              data: history.map((day) => dayLabel(day.date)),
              label: copy.dateAxis,
            },
          ]}
          yAxis={[
            { id: 'conversations', label: copy.conversationsSeries, position: 'left', width: 56 },
            { id: 'activeUsers', label: copy.activeUsersSeries, position: 'right', width: 64 },
          ]}
          series={[
            {
              data: history.map((day) => day.conversations),
              label: copy.conversationsSeries,
              yAxisId: 'conversations',
              color: palette.primary.main,
            },
            {
              data: history.map((day) => day.activeUsers),
              label: copy.activeUsersSeries,
              yAxisId: 'activeUsers',
              color: palette.secondary.main,
            },
          ]}
          grid={{ horizontal: true }}
        />
      </CardContent>
    </Card>
  );
}
