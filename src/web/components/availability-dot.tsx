import Box from '@mui/material/Box';
import type { AvailabilityStatus } from '@shared/assignment.ts';

const colors: Record<AvailabilityStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  offline: 'text.disabled',
};

/** A person's availability as a small coloured dot; the word beside it says the same. */
export function AvailabilityDot({ status }: { status: AvailabilityStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: colors[status],
      }}
    />
  );
}
