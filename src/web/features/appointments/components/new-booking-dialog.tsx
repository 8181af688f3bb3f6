import { zodResolver } from '@hookform/resolvers/zod';
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
import { useBookByHand } from '../api/appointments-api.ts';
import { FreeTimeFields, today } from './free-time-fields.tsx';

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
  const serviceId = useWatch({ control, name: 'serviceId' });
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
          <FreeTimeFields control={control} setValue={setValue} serviceId={serviceId} busy={busy} />
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
