import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { appointmentsCopy, type Booking } from '@shared/bookings.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useMoveBooking } from '../api/appointments-api.ts';
import { FreeTimeFields, type FreeTimeForm } from './free-time-fields.tsx';

const copy = appointmentsCopy.bookings;
const moveFormSchema = z.object({ day: z.string(), startsAt: z.string().min(1, copy.chooseTime) });

/** The day a booking is on, on the business's clock (YYYY-MM-DD). */
const dayOf = (booking: Booking, timeZone: string) =>
  new Date(booking.startsAt).toLocaleDateString('en-CA', { timeZone });

/** Staff move a booking to another free time of its service; the customer is told. */
export function MoveBookingDialog({
  booking,
  when,
  timeZone,
  onClose,
  onMoved,
}: {
  booking: Booking;
  /** Its current time, in words. */
  when: string;
  timeZone: string;
  onClose: () => void;
  onMoved: () => void;
}) {
  const move = useMoveBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<FreeTimeForm>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: { day: dayOf(booking, timeZone), startsAt: '' },
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async ({ startsAt }) => {
    setFailure(null);
    try {
      await move.mutateAsync({ id: booking.id, startsAt });
      onMoved();
    } catch (error) {
      // Taken meanwhile: the free times are read again, and another is to be chosen.
      if (error instanceof ApiError && error.code === 'slot_taken') setValue('startsAt', '');
      setFailure(showServerFieldErrors(error, setError, copy.moveFailed));
    }
  });
  const serviceId = booking.serviceId;
  return (
    <FormDialogFrame
      title={copy.moveTitle(booking.serviceName, booking.customerName)}
      busy={busy}
      failure={failure}
      labels={{ cancel: copy.close, save: copy.moveSave, saving: copy.moveSaving }}
      onClose={onClose}
      onSubmit={serviceId ? submit : undefined}
    >
      {serviceId ? (
        <>
          <Typography>{copy.moveFrom(when)}</Typography>
          <FreeTimeFields
            control={control}
            setValue={setValue}
            serviceId={serviceId}
            moving={booking.id}
            busy={busy}
          />
          <Typography variant="body2" color="text.secondary">
            {copy.moveHint}
          </Typography>
        </>
      ) : (
        <Typography>{copy.serviceGone}</Typography>
      )}
    </FormDialogFrame>
  );
}
