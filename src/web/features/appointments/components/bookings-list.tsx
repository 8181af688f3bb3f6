import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { appointmentsCopy, type Booking, type Resource, type Service } from '@shared/bookings.ts';
import { ActionsMenu } from '@web/components/actions-menu.tsx';
import { ChoiceField } from '@web/components/choice-field.tsx';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { useCancelBooking } from '../api/appointments-api.ts';
import { MoveBookingDialog } from './move-booking-dialog.tsx';
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

/** The day it is on, as its heading says it: "Monday 7 December". */
const dayOf = (booking: Booking, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(booking.startsAt));

/** Its start and end on the business's clock: "10:00–10:45". */
function hoursOf(booking: Booking, timeZone: string) {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${clock.format(new Date(booking.startsAt))}–${clock.format(new Date(booking.endsAt))}`;
}

/** The bookings in order, one group per day. */
function byDay(bookings: readonly Booking[], timeZone: string) {
  const days = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const day = dayOf(booking, timeZone);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return [...days];
}

/**
 * The confirmed bookings to come, by day, narrowed by service and by who gives them; each
 * moved or cancelled (the customer is told), and a dialog books one by hand.
 */
export function BookingsList({
  bookings,
  services,
  resources,
  timeZone,
  onNotice,
}: {
  bookings: Booking[];
  services: Service[];
  resources: readonly Resource[];
  timeZone: string;
  /** Says how an action went, in the screen's one message. */
  onNotice: (notice: Notice) => void;
}) {
  const cancel = useCancelBooking();
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [service, setService] = useState<string | undefined>();
  const [resource, setResource] = useState<string | undefined>();
  const shown = bookings.filter(
    (booking) =>
      (!service || booking.serviceName === service) &&
      (!resource || booking.resourceName === resource),
  );
  // Filters are offered where they narrow something: names that bookings to come carry.
  const serviceNames = [...new Set(bookings.map((booking) => booking.serviceName))];
  const resourceNames = [...new Set(bookings.flatMap((booking) => booking.resourceName ?? []))];
  return (
    <Stack spacing={2}>
      {bookings.length === 0 ? (
        <Typography color="text.secondary">{copy.empty}</Typography>
      ) : (
        <>
          {(serviceNames.length > 1 || resources.length > 1) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <ChoiceField
                label={copy.filterService}
                value={service}
                options={serviceNames.map((name) => ({ value: name, label: name }))}
                onChange={setService}
                anyLabel={copy.anyService}
              />
              {resources.length > 1 && (
                <ChoiceField
                  label={copy.filterResource}
                  value={resource}
                  options={resourceNames.map((name) => ({ value: name, label: name }))}
                  onChange={setResource}
                  anyLabel={copy.anyResource}
                />
              )}
            </Stack>
          )}
          {shown.length === 0 && <Typography color="text.secondary">{copy.noneMatch}</Typography>}
          {byDay(shown, timeZone).map(([day, list]) => (
            <Box key={day} component="section" aria-label={day}>
              <Typography
                component="h3"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', lineHeight: 2 }}
              >
                {copy.byDay(day, list.length)}
              </Typography>
              <List disablePadding aria-label={day}>
                {list.map((booking) => (
                  <ListItem
                    key={booking.id}
                    divider
                    disableGutters
                    secondaryAction={
                      <ActionsMenu
                        label={copy.actions(booking.serviceName, whenOf(booking, timeZone))}
                        actions={[
                          {
                            label: copy.move,
                            icon: <ScheduleRounded />,
                            onSelect: () => setMoving(booking),
                          },
                          {
                            label: copy.cancel,
                            icon: <EventBusyRounded />,
                            onSelect: () => setCancelling(booking),
                            danger: true,
                          },
                        ]}
                      />
                    }
                  >
                    <ListItemText
                      primary={`${hoursOf(booking, timeZone)} · ${booking.serviceName}`}
                      secondary={[
                        booking.customerName,
                        booking.customerEmail,
                        booking.customerPhone,
                        resources.length > 1 ? booking.resourceName : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
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
      {moving && (
        <MoveBookingDialog
          booking={moving}
          when={whenOf(moving, timeZone)}
          timeZone={timeZone}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            onNotice({ severity: 'success', message: copy.moved });
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
