import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDollars, subscriptionCopy as copy } from '@shared/billing.ts';

/**
 * What an upgrade costs, said before the charge: 'Your card will be charged immediately.', the
 * amount, and that payments run in test mode.
 */
export function ChargeNotice({ amount }: { amount: number }) {
  return (
    <Box>
      <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>{copy.confirmBody}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {copy.confirmAmount(formatDollars(amount))}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        {copy.testMode}
      </Typography>
    </Box>
  );
}
