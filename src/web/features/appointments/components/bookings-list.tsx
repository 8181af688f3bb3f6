import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { appointmentsCopy, type Booking, type Service } from '@shared/bookings.ts';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useCancelBooking } from '../api/appointments-api.ts';
import { NewBookingDialog } from './new-booking-dialog.tsx';

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

/** The confirmed bookings to come, each cancelled after asking; a dialog books one by hand. */
export function BookingsList({
  bookings,
  services,
  timeZone,
  onNotice,
}: {
  bookings: Booking[];
  services: Service[];
  timeZone: string;
  /** Says how an action went, in the screen's one message. */
  onNotice: (notice: Notice) => void;
}) {
  const cancel = useCancelBooking();
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
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
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          {copy.add}
        </Button>
      </Stack>
      {adding && (
        <NewBookingDialog
          services={services}
          onClose={() => setAdding(false)}
          onBooked={() => {
            setAdding(false);
            onNotice({ severity: 'success', message: copy.booked });
          }}
        />
      )}
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
            onSuccess: () => onNotice({ severity: 'success', message: copy.cancelled }),
            onError: () => onNotice({ severity: 'error', message: copy.cancelFailed }),
            onSettled: () => setCancelling(null),
          })
        }
      />
    </Stack>
  );
}
