import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDollars, subscriptionCopy as copy } from '@shared/billing.ts';

/**
 * What an upgrade costs, said before the charge: 'Your card will be charged immediately.', the
 * amount, and beside them what really happens: nothing during a free trial, and no real card
 * in test mode.
 */
export function ChargeNotice({
  amount,
  trialEndsOn,
  testMode,
}: {
  amount: number;
  /** The trial's end, while it runs without a card. */
  trialEndsOn?: string;
  testMode: boolean;
}) {
  return (
    <Box>
      <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>{copy.confirmBody}</Typography>
      {trialEndsOn && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {copy.confirmTrial(trialEndsOn)}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {copy.confirmAmount(formatDollars(amount))}
      </Typography>
      {testMode && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          {copy.testMode}
        </Typography>
      )}
    </Box>
  );
}
