import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { changePercent, dashboardCopy, formatChange, type MonthFigure } from '@shared/dashboard.ts';
import { accentTint, type AccentColor } from '@web/components/accent-tint.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * How a month's figure moved since last month (green up, red down; neither when last month had
 * nothing to compare with).
 */
export function MonthChange({ figure }: { figure: MonthFigure }) {
  const change = changePercent(figure);
  if (change === null)
    return <>{figure.thisMonth === 0 ? dashboardCopy.noChange : dashboardCopy.newThisMonth}</>;
  const rising = change >= 0;
  const TrendIcon = rising ? TrendingUpRounded : TrendingDownRounded;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: rising ? 'success.main' : 'error.main',
      }}
    >
      <TrendIcon fontSize="small" aria-hidden />
      {formatChange(change)}
    </Box>
  );
}

/** One statistic: its figure, and a line beneath on how it came about. */
export function StatCard({
  label,
  figure,
  note,
  icon,
  tint,
}: {
  label: string;
  figure: number;
  note: ReactNode;
  icon: ReactNode;
  tint: AccentColor;
}) {
  return (
    <Card role="group" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h3"
              variant="body2"
              color="text.secondary"
              sx={{ fontWeight: 600 }}
            >
              {label}
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2, mt: 1 }}>
              {numberFormat.format(figure)}
            </Typography>
          </Box>
          <Avatar
            variant="rounded"
            sx={{ ...accentTint(tint), width: 48, height: 48, borderRadius: 3 }}
          >
            {icon}
          </Avatar>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, fontWeight: 600 }}>
          {note}
        </Typography>
      </CardContent>
    </Card>
  );
}
