import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  bookingTimeWords,
  type ManagedBooking,
  manageBookingCopy as copy,
} from '@shared/bookings.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useCancelManagedBooking } from '../api/cancel-managed-booking.ts';
import { ChangeTime } from './change-time.tsx';

type Notice = { severity: 'success' | 'error'; message: string };

/** One line of the booking's details: what it is, then its value. */
function Detail({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The customer's booking: what, when on the business's clock, for whom; while it can still
 * change, a new time chosen from the free ones, or a cancellation after asking.
 */
export function ManagedBookingView({ token, booking }: { token: string; booking: ManagedBooking }) {
  const cancel = useCancelManagedBooking(token);
  const [changing, setChanging] = useState(false);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const when = bookingTimeWords(booking.startsAt, booking.timeZone);
  const cancelled = booking.status === 'cancelled';
  const canAct = (booking.canCancel || booking.canReschedule) && !changing;

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {copy.overline(booking.businessName)}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {booking.serviceName}
        </Typography>
        {/* Always there, so a reader hears what a move or a cancellation did when it is said. */}
        <div role="status">
          {notice?.severity === 'success' && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {notice.message}
            </Alert>
          )}
        </div>
      </Stack>
      {notice?.severity === 'error' && <Alert severity="error">{notice.message}</Alert>}
      {cancelled && notice === null && <Alert severity="info">{copy.cancelledStatus}</Alert>}
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Detail term={copy.when} value={when} />
        {booking.customerName && <Detail term={copy.bookedFor} value={booking.customerName} />}
        {booking.businessName && <Detail term={copy.business} value={booking.businessName} />}
      </Stack>
      {canAct && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {booking.canReschedule && (
            <Button
              variant="contained"
              onClick={() => {
                setNotice(null);
                setChanging(true);
              }}
            >
              {copy.change}
            </Button>
          )}
          {booking.canCancel && (
            <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
              {copy.cancel}
            </Button>
          )}
        </Stack>
      )}
      {changing && (
        <ChangeTime
          token={token}
          booking={booking}
          onClose={() => setChanging(false)}
          onMoved={(moved) => {
            setChanging(false);
            setNotice({
              severity: 'success',
              message: copy.changed(bookingTimeWords(moved.startsAt, moved.timeZone)),
            });
          }}
        />
      )}
      <ConfirmDeleteDialog
        title={asking ? copy.cancelTitle : null}
        text={copy.cancelText(booking.serviceName, when)}
        labels={{ cancel: copy.keep, delete: copy.confirmCancel, deleting: copy.cancelling }}
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => setNotice({ severity: 'success', message: copy.cancelled }),
            onError: (error) =>
              setNotice({
                severity: 'error',
                message: error instanceof ApiError ? error.message : copy.cancelFailed,
              }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </Stack>
  );
}
