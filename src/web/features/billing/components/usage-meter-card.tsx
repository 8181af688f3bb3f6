import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  formatMeterAmount,
  meterLevel,
  usageCopy as copy,
  type UsageMeter,
  usagePercent,
} from '@shared/usage.ts';

/** One meter: what is used of the plan's limit, coloured by how close it is. */
export function UsageMeterCard({ meter }: { meter: UsageMeter }) {
  const percent = usagePercent(meter);
  const level = meterLevel(percent);
  // Green under 75 %, yellow from 75 %, red from 90 %: the theme's meter colours.
  const look = {
    bar: `meter.${level}.bar`,
    text: `meter.${level}.text`,
    tint: `meter.${level}.tint`,
  };
  const headingId = `meter-${meter.id}`;
  const amount = (value: number) => formatMeterAmount(meter.id, value);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
        >
          <Typography
            id={headingId}
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
          >
            {meter.name}
          </Typography>
          {percent !== null && (
            <Chip
              size="small"
              variant="outlined"
              label={copy.levels[level]}
              sx={{ color: look.text, bgcolor: look.tint, borderColor: look.bar }}
            />
          )}
        </Box>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2, mt: 1 }}>
          {amount(meter.current)}
          <Typography
            component="span"
            color="text.secondary"
            sx={{ fontSize: '1rem', fontWeight: 600, ml: 0.75 }}
          >
            {meter.limit === null ? meter.unit : `/ ${amount(meter.limit)} ${meter.unit}`.trim()}
          </Typography>
        </Typography>
        {percent === null ? (
          <Typography color="success.main" sx={{ fontWeight: 700, mt: 2 }}>
            {copy.unlimited}
          </Typography>
        ) : (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, percent)}
              color="inherit"
              aria-labelledby={headingId}
              aria-valuetext={`${copy.of(amount(meter.current), amount(meter.limit!))} (${Math.round(percent)}%)`}
              data-level={level}
              sx={{ height: 10, borderRadius: 5, mt: 2, color: look.bar }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {copy.percentUsed(percent)}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
