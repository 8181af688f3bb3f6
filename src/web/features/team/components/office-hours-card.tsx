import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  type OfficeHours,
  officeHoursCopy as copy,
  type OfficeHoursForm,
  officeHoursFormSchema,
} from '@shared/office-hours.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { QueryState } from '@web/components/query-state.tsx';
import { CardGridSkeleton } from '@web/components/skeletons.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';
import { WeekHoursFields } from '@web/components/week-hours-fields.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';
import { fetchBookingHours, useChangeOfficeHours, useOfficeHours } from '../api/office-hours.ts';

type Say = (notice: Notice) => void;

/** The zones the browser knows, to choose from; the browser's own is the first guess. */
const timeZones = Intl.supportedValuesOf('timeZone');
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A team's usual week to start from: Monday to Friday, nine to five. */
const workingWeek = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}));

const formOf = (hours: OfficeHours['hours']): OfficeHoursForm => ({
  timeZone: hours?.timeZone ?? browserZone(),
  weeklyHours: hours?.weeklyHours ?? workingWeek,
  closedDays: (hours?.closedDays ?? []).map((day) => ({ day })),
});

/** The server names a closed day `closedDays.N`; its field here is `closedDays.N.day`. */
const onFormFields = (error: unknown) =>
  error instanceof ApiError && error.fields
    ? new ApiError(
        error.status,
        error.code,
        error.message,
        Object.fromEntries(
          Object.entries(error.fields).map(([name, message]) => [
            /^closedDays\.\d+$/.test(name) ? `${name}.day` : name,
            message,
          ]),
        ),
      )
    : error;

function StatusChip({ now }: { now: OfficeHours['now'] }) {
  return (
    <Chip
      size="small"
      color={now.open ? 'success' : 'default'}
      label={now.open ? copy.openNow : copy.closedNow(now.backWords)}
      sx={{
        alignSelf: 'flex-start',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
      }}
    />
  );
}

function OfficeHoursEditor({
  saved,
  say,
  onClose,
}: {
  saved: OfficeHours;
  say: Say;
  onClose: () => void;
}) {
  const change = useChangeOfficeHours();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, setValue, formState } = useForm<OfficeHoursForm>({
    resolver: zodResolver(officeHoursFormSchema),
    defaultValues: formOf(saved.hours),
  });
  const closedDays = useFieldArray({ control, name: 'closedDays' });
  const leaving = useUnsavedChangesWarning(formState.isDirty);
  const busy = formState.isSubmitting || change.isPending;

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const stored = await change.mutateAsync({
        timeZone: form.timeZone,
        weeklyHours: form.weeklyHours,
        closedDays: form.closedDays.map((row) => row.day),
      });
      reset(formOf(stored.hours));
      say({ severity: 'success', message: copy.saved });
    } catch (error) {
      setFailure(showServerFieldErrors(onFormFields(error), setError, copy.saveFailed));
    }
  });

  const copyBookingHours = async () => {
    setFailure(null);
    try {
      const booking = await fetchBookingHours();
      if (booking.weeklyHours.length === 0) {
        say({ severity: 'error', message: copy.noBookingHours });
        return;
      }
      if (booking.timeZone) setValue('timeZone', booking.timeZone, { shouldDirty: true });
      setValue('weeklyHours', booking.weeklyHours, { shouldDirty: true });
      say({ severity: 'success', message: copy.copied });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : copy.loadFailed);
    }
  };

  const alwaysOpen = () => {
    setFailure(null);
    change.mutate(null, {
      onSuccess: () => {
        reset(formOf(null));
        say({ severity: 'success', message: copy.cleared });
        onClose();
      },
      onError: (error) => setFailure(error.message),
    });
  };

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
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <WeekHoursFields control={control} busy={busy} />
      <Stack spacing={1.5}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {copy.closedDays}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {copy.closedDaysHint}
        </Typography>
        <Stack spacing={1} role="list" aria-label={copy.closedDays}>
          {closedDays.fields.map((field, index) => (
            <Stack key={field.id} role="listitem" direction="row" spacing={1}>
              <FormTextField
                control={control}
                name={`closedDays.${index}.day`}
                label={copy.closedDay}
                type="date"
                size="small"
                required
                disabled={busy}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, maxWidth: 240 }}
              />
              <IconButton
                aria-label={copy.removeClosedDay(field.day || copy.closedDay)}
                onClick={() => closedDays.remove(index)}
                disabled={busy}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button
          startIcon={<AddRounded />}
          onClick={() => closedDays.append({ day: '' })}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {copy.addClosedDay}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button onClick={() => void copyBookingHours()} disabled={busy}>
          {copy.copyFromBooking}
        </Button>
        {saved.hours && (
          <Button color="error" onClick={alwaysOpen} disabled={busy}>
            {copy.clear}
          </Button>
        )}
        <BusyButton
          busy={formState.isSubmitting}
          disabled={busy}
          label={copy.save}
          busyLabel={copy.saving}
        />
      </Stack>
      <UnsavedChangesDialog blocker={leaving} />
    </Stack>
  );
}

function OfficeHoursSection({ data, say }: { data: OfficeHours; say: Say }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={2}>
      <StatusChip now={data.now} />
      {data.hours || editing ? (
        <OfficeHoursEditor saved={data} say={say} onClose={() => setEditing(false)} />
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ flex: 1 }}>{copy.alwaysOpen}</Typography>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {copy.setHours}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The team's office hours: when it answers handed-over customers, and its closed days. */
export function OfficeHoursCard({ say }: { say: Say }) {
  const hours = useOfficeHours();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="office-hours-title"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography
        id="office-hours-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {copy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.subtitle}
      </Typography>
      <QueryState
        query={hours}
        loadingLabel={copy.loading}
        errorMessage={copy.loadFailed}
        skeleton={<CardGridSkeleton count={1} size={{ xs: 12 }} height={160} spacing={2} />}
      >
        {(data) => <OfficeHoursSection data={data} say={say} />}
      </QueryState>
    </Card>
  );
}
