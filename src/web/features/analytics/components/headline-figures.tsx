import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Analytics } from '@shared/analytics.ts';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { formatCount, formatDuration, formatShare } from '../format-figures.ts';

type Figure = { label: string; value: string; details: readonly string[] };

function FigureCard({ label, value, details }: Figure) {
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3, mt: 0.5 }}>
          {value}
        </Typography>
        {details.map((detail) => (
          <Typography key={detail} variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

const outcomeShare = (label: string, count: number, conversations: number): Figure => ({
  label,
  value: formatShare(count, conversations),
  details: [copy.shareDetail(count, conversations)],
});

const responseTime = (
  label: string,
  { count, p50Seconds, p90Seconds }: Analytics['firstResponse']['agent'],
): Figure => ({
  label,
  value: formatDuration(p50Seconds),
  details:
    count === 0
      ? [copy.notMeasured]
      : [copy.typical, copy.slowest(formatDuration(p90Seconds)), copy.measured(count)],
});

function ratingsFigure({ up, down }: Analytics['ratings']): Figure {
  const rated = up + down;
  return {
    label: copy.ratings,
    value: formatShare(up, rated),
    details: [rated === 0 ? copy.noRatings : copy.ratingsDetail(rated)],
  };
}

/**
 * The figures an owner looks for first: how many conversations, how they ended, how fast
 * customers got an answer, what they thought of it and what they booked. Two rows: counts,
 * then experience.
 */
function bookingsFigure({ made, cancelled }: Analytics['bookings']): Figure {
  return {
    label: copy.bookings,
    value: formatCount(made),
    details: [cancelled > 0 ? copy.bookingsCancelled(cancelled) : copy.bookingsDetail],
  };
}

export function HeadlineFigures({ analytics }: { analytics: Analytics }) {
  const { conversations, outcomes, firstResponse, ratings, bookings } = analytics;
  const rows: Figure[][] = [
    [
      {
        label: copy.conversations,
        value: formatCount(conversations),
        details: [copy.conversationsDetail],
      },
      outcomeShare(copy.resolvedByAgent, outcomes.resolvedByAgent, conversations),
      outcomeShare(copy.handedOver, outcomes.handedOver, conversations),
      outcomeShare(copy.unresolved, outcomes.unresolved, conversations),
    ],
    [
      responseTime(copy.agentFirstResponse, firstResponse.agent),
      responseTime(copy.personFirstResponse, firstResponse.person),
      ratingsFigure(ratings),
      bookingsFigure(bookings),
    ],
  ];
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} aria-label={copy.headlineLabel} role="group">
      {rows.map((row) =>
        row.map((figure) => (
          <Grid key={figure.label} size={{ xs: 12, sm: 6, lg: 12 / row.length }}>
            <FigureCard {...figure} />
          </Grid>
        )),
      )}
    </Grid>
  );
}
