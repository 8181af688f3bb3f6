import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  appointmentsCopy,
  type BookingSettings,
  type BookingSettingsInput,
  bookingSettingsInputSchema,
} from '@shared/bookings.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useSaveBookingSettings } from '../api/appointments-api.ts';
import { DayExceptionsFields } from './day-exceptions-fields.tsx';
import { WeekHoursFields } from '@web/components/week-hours-fields.tsx';

const copy = appointmentsCopy.hours;
/** The zones the browser knows, to choose from; the browser's own comes first until one is saved. */
const timeZones = Intl.supportedValuesOf('timeZone');
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The time zone, each weekday's open stretches and the days unlike their weekday, saved together. */
export function OpeningHoursForm({
  saved,
  onNotice,
}: {
  saved: BookingSettings;
  onNotice: (notice: Notice) => void;
}) {
  const save = useSaveBookingSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<BookingSettingsInput>({
    resolver: zodResolver(bookingSettingsInputSchema),
    defaultValues: {
      timeZone: saved.timeZone ?? browserZone(),
      weeklyHours: saved.weeklyHours,
      dayExceptions: saved.dayExceptions,
    },
  });
  const leaving = useUnsavedChangesWarning(formState.isDirty);
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const stored = await save.mutateAsync(input);
      reset({
        timeZone: stored.timeZone ?? input.timeZone,
        weeklyHours: stored.weeklyHours,
        dayExceptions: stored.dayExceptions,
      });
      onNotice({ severity: 'success', message: copy.saved });
    } catch (error) {
      setFailure(showServerFieldErrors(error, setError, copy.saveFailed));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <FormAlert message={failure} />
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={timeZones}
            value={field.value}
            onChange={(_event, zone) => field.onChange(zone ?? '')}
            disableClearable
            disabled={busy}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={copy.timeZone}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? copy.timeZoneHint}
              />
            )}
          />
        )}
      />
      <WeekHoursFields control={control} busy={busy} />
      <DayExceptionsFields control={control} busy={busy} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={busy} label={copy.save} busyLabel={copy.saving} />
      </Stack>
      <UnsavedChangesDialog blocker={leaving} />
    </Stack>
  );
}
