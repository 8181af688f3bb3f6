import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  appointmentsCopy,
  type BookingSettings,
  type BookingSettingsInput,
  bookingSettingsInputSchema,
  weekdayNames,
  weekdays,
} from '@shared/bookings.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { useSaveBookingSettings } from '../api/appointments-api.ts';

const copy = appointmentsCopy.hours;
/** The zones the browser knows, to choose from; the browser's own comes first until one is saved. */
const timeZones = Intl.supportedValuesOf('timeZone');
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Two time fields and a button share a phone's width: the fields' own padding gives way. */
const timeFieldSx = {
  flex: 1,
  minWidth: 0,
  '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } },
} as const;
/** The stretch a day gets when opened: a common working day. */
const newStretch = { opens: '09:00', closes: '17:00' };

/** The time zone and each weekday's open stretches, saved together. */
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
    defaultValues: { timeZone: saved.timeZone ?? browserZone(), weeklyHours: saved.weeklyHours },
  });
  const hours = useFieldArray({ control, name: 'weeklyHours' });
  const leaving = useUnsavedChangesWarning(formState.isDirty);
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const stored = await save.mutateAsync(input);
      reset({ timeZone: stored.timeZone ?? input.timeZone, weeklyHours: stored.weeklyHours });
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
      <Stack spacing={1.5} role="list">
        {weekdays.map((weekday) => {
          const day = weekdayNames[weekday];
          const stretches = hours.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === weekday);
          return (
            <Box
              key={weekday}
              role="listitem"
              aria-label={day}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: '120px 1fr auto' },
                alignItems: 'start',
                columnGap: 2,
                rowGap: 1,
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: 1, gridColumn: 1, gridRow: 1 }}>
                {day}
              </Typography>
              <Stack
                spacing={1}
                sx={{ gridColumn: { xs: '1 / -1', sm: 2 }, gridRow: { xs: 2, sm: 1 } }}
              >
                {stretches.length === 0 && (
                  <Typography color="text.secondary" sx={{ pt: { xs: 0, sm: 1 } }}>
                    {copy.closed}
                  </Typography>
                )}
                {stretches.map(({ field, index }) => (
                  <Stack
                    key={field.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'flex-start' }}
                  >
                    <FormTextField
                      control={control}
                      name={`weeklyHours.${index}.opens`}
                      label={copy.opens}
                      type="time"
                      size="small"
                      disabled={busy}
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: { 'aria-label': `${day}: ${copy.opens}` },
                      }}
                      sx={timeFieldSx}
                    />
                    <FormTextField
                      control={control}
                      name={`weeklyHours.${index}.closes`}
                      label={copy.closes}
                      type="time"
                      size="small"
                      disabled={busy}
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: { 'aria-label': `${day}: ${copy.closes}` },
                      }}
                      sx={timeFieldSx}
                    />
                    <IconButton
                      aria-label={copy.removeHours(day)}
                      onClick={() => hours.remove(index)}
                      disabled={busy}
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
              <IconButton
                aria-label={copy.addHours(day)}
                onClick={() => hours.append({ weekday, ...newStretch })}
                disabled={busy}
                sx={{ gridColumn: { xs: 2, sm: 3 }, gridRow: 1 }}
              >
                <AddRounded />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={busy} label={copy.save} busyLabel={copy.saving} />
      </Stack>
      <UnsavedChangesDialog blocker={leaving} />
    </Stack>
  );
}
