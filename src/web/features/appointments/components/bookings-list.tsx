import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { appointmentsCopy, type Booking } from '@shared/bookings.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import { NoticeSnackbar, type Notice } from '@web/components/notice-snackbar.tsx';
import { useCancelBooking } from '../api/appointments-api.ts';

const copy = appointmentsCopy.bookings;

/** A booking's start on the business's clock: "Mon 7 Dec, 10:00". */
function whenOf(booking: Booking, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(booking.startsAt));
}

/** The confirmed bookings to come, each cancelled after asking. */
export function BookingsList({ bookings, timeZone }: { bookings: Booking[]; timeZone: string }) {
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Stack>
      {bookings.length === 0 && <Typography color="text.secondary">{copy.empty}</Typography>}
      <List disablePadding aria-label={copy.title} hidden={bookings.length === 0}>
        {bookings.map((booking) => (
          <ListItem
            key={booking.id}
            divider
            disableGutters
            secondaryAction={
              <Button color="error" onClick={() => setCancelling(booking)}>
                {copy.cancel}
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={`${whenOf(booking, timeZone)} · ${booking.serviceName}`}
              secondary={[booking.customerName, booking.customerEmail, booking.customerPhone]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDeleteDialog
        title={
          cancelling ? copy.cancelTitle(cancelling.serviceName, whenOf(cancelling, timeZone)) : null
        }
        text={copy.cancelText}
        labels={{ cancel: copy.keep, delete: copy.confirmCancel, deleting: copy.cancelling }}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancel.mutate(cancelling!.id, {
            onSuccess: () => setNotice({ severity: 'success', message: copy.cancelled }),
            onError: () => setNotice({ severity: 'error', message: copy.cancelFailed }),
            onSettled: () => setCancelling(null),
          })
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
