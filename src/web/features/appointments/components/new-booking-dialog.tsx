import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { appointmentsCopy, bookingInputSchema, type Service } from '@shared/bookings.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useBookByHand, useFreeSlots } from '../api/appointments-api.ts';

const copy = appointmentsCopy.bookings;
const { shape } = bookingInputSchema;
/** An optional field left empty is not given. */
const orNothing = (value: unknown) => (value === '' ? undefined : value);
const bookingFormSchema = z.object({
  serviceId: shape.serviceId,
  day: z.string(),
  startsAt: z.string().min(1, copy.chooseTime),
  customerName: shape.customerName,
  customerEmail: z.preprocess(orNothing, shape.customerEmail),
  customerPhone: z.preprocess(orNothing, shape.customerPhone),
});
type BookingForm = z.input<typeof bookingFormSchema>;

/** Today on the browser's calendar, as YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('en-CA');

/** What the free times' read says when it fails: the server's words (no time zone yet) or none. */
const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : copy.saveFailed);

/** A booking a person of the business makes: a service, a free time on a day, the customer. */
export function NewBookingDialog({
  services,
  onClose,
  onBooked,
}: {
  services: Service[];
  onClose: () => void;
  onBooked: () => void;
}) {
  const book = useBookByHand();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      serviceId: services[0]?.id ?? '',
      day: today(),
      startsAt: '',
      customerName: '',
      customerEmail: '',
      customerPhone: '',
    },
  });
  const [serviceId, day] = useWatch({ control, name: ['serviceId', 'day'] });
  const slots = useFreeSlots(serviceId, day);
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { day: _day, ...input } = bookingFormSchema.parse(values);
      await book.mutateAsync(input);
      onBooked();
    } catch (error) {
      // Taken meanwhile: the free times are read again, and another is to be chosen.
      if (error instanceof ApiError && error.code === 'slot_taken') setValue('startsAt', '');
      setFailure(showServerFieldErrors(error, setError, copy.saveFailed));
    }
  });
  const times = slots.data?.slots ?? [];

  return (
    <FormDialogFrame
      title={copy.dialogTitle}
      busy={busy}
      failure={failure}
      labels={{ cancel: copy.close, save: copy.save, saving: copy.saving }}
      onClose={onClose}
      onSubmit={services.length > 0 ? submit : undefined}
    >
      {services.length === 0 ? (
        <Typography>{copy.needsService}</Typography>
      ) : (
        <>
          <FormTextField
            control={control}
            name="serviceId"
            label={copy.service}
            select
            required
            fullWidth
            disabled={busy}
            onEdit={() => setValue('startsAt', '')}
          >
            {services.map((service) => (
              <MenuItem key={service.id} value={service.id}>
                {service.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="day"
            label={copy.day}
            type="date"
            required
            fullWidth
            disabled={busy}
            onEdit={() => setValue('startsAt', '')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {slots.isError ? (
            <Alert severity="warning">{failureOf(slots.error)}</Alert>
          ) : slots.data && times.length === 0 ? (
            <Alert severity="info">{copy.noTimes}</Alert>
          ) : (
            <FormTextField
              control={control}
              name="startsAt"
              label={slots.isLoading ? copy.loadingTimes : copy.time}
              select
              required
              fullWidth
              disabled={busy || !slots.data}
            >
              {times.map((slot) => (
                <MenuItem key={slot.startsAt} value={slot.startsAt}>
                  {slot.local.slice(11)}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          <FormTextField
            control={control}
            name="customerName"
            label={copy.customerName}
            required
            fullWidth
            disabled={busy}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField
              control={control}
              name="customerEmail"
              label={copy.customerEmail}
              type="email"
              fullWidth
              disabled={busy}
            />
            <FormTextField
              control={control}
              name="customerPhone"
              label={copy.customerPhone}
              type="tel"
              fullWidth
              disabled={busy}
            />
          </Stack>
        </>
      )}
    </FormDialogFrame>
  );
}
