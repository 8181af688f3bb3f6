import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatChange, type DashboardStat } from '@shared/dashboard.ts';
import { accentTint, type AccentColor } from '@web/components/accent-tint.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** One statistic: its figure and how it moved since last month (green up, red down). */
export function StatCard({
  stat,
  icon,
  tint,
}: {
  stat: DashboardStat;
  icon: ReactNode;
  tint: AccentColor;
}) {
  const rising = stat.changePercent >= 0;
  const TrendIcon = rising ? TrendingUpRounded : TrendingDownRounded;
  return (
    <Card sx={{ height: '100%' }}>
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
              {stat.label}
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2, mt: 1 }}>
              {numberFormat.format(stat.value)}
            </Typography>
          </Box>
          <Avatar
            variant="rounded"
            sx={{ ...accentTint(tint), width: 48, height: 48, borderRadius: 3 }}
          >
            {icon}
          </Avatar>
        </Box>
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            mt: 2,
            color: rising ? 'success.main' : 'error.main',
          }}
        >
          <TrendIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatChange(stat.changePercent)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
