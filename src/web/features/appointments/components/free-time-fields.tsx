import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { appointmentsCopy } from '@shared/bookings.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useFreeSlots } from '../api/appointments-api.ts';

const copy = appointmentsCopy.bookings;

/** A form that picks a free time: a day, then one of its free starts. */
export type FreeTimeForm = { day: string; startsAt: string };

/** Today on the browser's calendar, as YYYY-MM-DD. */
export const today = () => new Date().toLocaleDateString('en-CA');

/** What the free times' read says when it fails: the server's words (no time zone yet) or none. */
const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : copy.saveFailed);

/**
 * A day and one of the service's free times on it, read from the server as the day changes;
 * with `moving`, that booking's own time counts as free.
 */
export function FreeTimeFields<T extends FreeTimeForm>({
  control: anyControl,
  setValue: anySetValue,
  serviceId,
  moving,
  busy,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  serviceId: string;
  moving?: string;
  busy: boolean;
}) {
  // Two fields of a larger form, reached at the paths every such form shares.
  const control = anyControl as unknown as Control<FreeTimeForm>;
  const setValue = anySetValue as unknown as UseFormSetValue<FreeTimeForm>;
  const day = useWatch({ control, name: 'day' });
  const slots = useFreeSlots(serviceId, day, moving);
  const times = slots.data?.slots ?? [];
  return (
    <>
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
    </>
  );
}
