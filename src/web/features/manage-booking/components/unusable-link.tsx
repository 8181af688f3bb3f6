import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { manageBookingCopy as copy } from '@shared/bookings.ts';

/** A link that opens nothing: unknown, or its appointment is over; the server says which in words. */
export function UnusableLink({ expired, message }: { expired: boolean; message: string }) {
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {expired ? copy.expiredTitle : copy.unknownTitle}
      </Typography>
      <Alert severity={expired ? 'info' : 'warning'}>{message}</Alert>
    </Stack>
  );
}
