import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Analytics } from '@shared/analytics.ts';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { useSchemePalette } from '@web/components/use-scheme-palette.ts';
import { formatCount, formatDay, formatShare, formatShortDay } from '../format-figures.ts';
import { ChartCard } from './chart-card.tsx';

const CHART_HEIGHT = 280;
/** Beyond a month, a dot per day crowds the line: the line alone reads better. */
const MARKED_DAYS_MAX = 31;

export const outcomeKeys = ['resolvedByAgent', 'handedOver', 'unresolved', 'open'] as const;

/** Each day's conversations, with the handed-over ones beside them. */
export function ConversationsPerDayChart({ perDay }: Pick<Analytics, 'perDay'>) {
  const palette = useSchemePalette();
  const showMark = perDay.length <= MARKED_DAYS_MAX;
  return (
    <ChartCard
      title={copy.perDayTitle}
      subtitle={copy.perDaySubtitle}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          margin={{ left: 0, right: 8 }}
          xAxis={[
            {
              scaleType: 'point',
              data: perDay.map((entry) => entry.day),
              valueFormatter: formatShortDay,
            },
          ]}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              data: perDay.map((entry) => entry.conversations),
              label: copy.conversationsSeries,
              color: palette.primary.main,
              showMark,
              area: true,
            },
            {
              data: perDay.map((entry) => entry.handedOver),
              label: copy.handedOverSeries,
              color: palette.warning.main,
              showMark,
            },
          ]}
          grid={{ horizontal: true }}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.12 } }}
        />
      }
      table={{
        columns: [copy.dayColumn, copy.conversationsSeries, copy.handedOverSeries],
        rows: perDay.map((entry) => [
          formatDay(entry.day),
          formatCount(entry.conversations),
          formatCount(entry.handedOver),
        ]),
      }}
    />
  );
}

/** What became of the range's conversations, as parts of the whole. */
export function OutcomesChart({
  outcomes,
  conversations,
}: Pick<Analytics, 'outcomes' | 'conversations'>) {
  const palette = useSchemePalette();
  const colors = {
    resolvedByAgent: palette.success.main,
    handedOver: palette.primary.main,
    unresolved: palette.error.main,
    open: palette.text.disabled,
  } satisfies Record<(typeof outcomeKeys)[number], string>;
  return (
    <ChartCard
      title={copy.outcomesTitle}
      subtitle={copy.outcomesSubtitle}
      chart={
        <PieChart
          height={CHART_HEIGHT}
          series={[
            {
              data: outcomeKeys.map((key) => ({
                id: key,
                value: outcomes[key],
                label: copy.outcomeLabels[key],
                color: colors[key],
              })),
              innerRadius: '55%',
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: ({ value }) =>
                `${formatCount(value)} (${formatShare(value, conversations)})`,
            },
          ]}
          slotProps={{
            legend: {
              direction: 'vertical',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
        />
      }
      table={{
        columns: [copy.outcomeColumn, copy.conversationsSeries, copy.shareColumn],
        rows: outcomeKeys.map((key) => [
          copy.outcomeLabels[key],
          formatCount(outcomes[key]),
          formatShare(outcomes[key], conversations),
        ]),
      }}
    />
  );
}

/** Conversations started in each hour of the day (UTC). */
export function BusiestHoursChart({ busiestHours }: Pick<Analytics, 'busiestHours'>) {
  const palette = useSchemePalette();
  return (
    <ChartCard
      title={copy.hoursTitle}
      subtitle={copy.hoursSubtitle}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          margin={{ left: 0, right: 8 }}
          xAxis={[
            {
              scaleType: 'band',
              data: busiestHours.map((entry) => entry.hour),
              label: copy.hourAxis,
              valueFormatter: (hour: number, context) =>
                context.location === 'tooltip' ? copy.hourRange(hour) : String(hour),
            },
          ]}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              data: busiestHours.map((entry) => entry.conversations),
              label: copy.conversationsSeries,
              color: palette.primary.main,
            },
          ]}
          hideLegend
          grid={{ horizontal: true }}
        />
      }
      table={{
        columns: [copy.hourColumn, copy.conversationsSeries],
        rows: busiestHours.map((entry) => [
          copy.hourRange(entry.hour),
          formatCount(entry.conversations),
        ]),
      }}
    />
  );
}
