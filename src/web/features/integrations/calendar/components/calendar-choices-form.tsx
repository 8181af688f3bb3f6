import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { type CalendarChoices, calendarChoicesCopy as copy } from '@shared/calendar-choices.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { FormAlert } from '@web/components/form-alert.tsx';
import type { Notice } from '@web/components/notice-snackbar.tsx';
import { UnsavedChangesDialog } from '@web/components/unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from '@web/components/use-unsaved-changes-warning.ts';
import { refusalInWords } from './refusal-in-words.ts';

/** A calendar of a connection, as any provider's page lists it. */
export type ChoosableCalendar = {
  /** What the API names it by (Google's calendar id, a CalDAV calendar's URL). */
  id: string;
  name: string;
  color: string | null;
  canWrite: boolean;
  blocksTime: boolean;
  receivesBookings: boolean;
  /** A word beside its name, such as Google's “Primary”. */
  tag?: string;
};

/** The radios of all calendars, and None, are one native group: the arrow keys move among them. */
const BOOKING_RADIO_NAME = 'bookingCalendar';

/** The choices as the connection holds them, in the list's order so that equal sets compare equal. */
const choicesOf = (calendars: ChoosableCalendar[]): CalendarChoices => ({
  busyCalendars: calendars.filter((calendar) => calendar.blocksTime).map(({ id }) => id),
  bookingCalendar: calendars.find((calendar) => calendar.receivesBookings)?.id ?? null,
});

function CalendarRow({
  calendar,
  blocksTime,
  receivesBookings,
  disabled,
  onBlocksTime,
  onReceivesBookings,
}: {
  calendar: ChoosableCalendar;
  blocksTime: boolean;
  receivesBookings: boolean;
  disabled: boolean;
  onBlocksTime: (blocks: boolean) => void;
  onReceivesBookings: () => void;
}) {
  const nameId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 200px', minWidth: 0 }}>
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: calendar.color ?? 'primary.main',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {calendar.name}
            </Typography>
            {calendar.tag && <Chip size="small" variant="outlined" label={calendar.tag} />}
          </Box>
          {!calendar.canWrite && (
            <Typography variant="body2" color="text.secondary">
              {copy.readOnly}
            </Typography>
          )}
        </Box>
      </Box>
      {/* On a phone the choices go under the name, in line with it rather than with the dot. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, pl: { xs: 3, sm: 0 } }}>
        <FormControlLabel
          label={copy.blocksTime}
          disabled={disabled}
          control={
            <Checkbox
              checked={blocksTime}
              onChange={(event) => onBlocksTime(event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label={copy.receivesBookings}
          // A calendar the product cannot write to cannot take bookings.
          disabled={disabled || !calendar.canWrite}
          control={
            <Radio
              name={BOOKING_RADIO_NAME}
              value={calendar.id}
              checked={receivesBookings}
              onChange={onReceivesBookings}
            />
          }
        />
      </Box>
    </Box>
  );
}

/**
 * A connection's calendars: which block time (any number) and which one receives bookings
 * (a writable one, or none), saved together. `save` answers the calendars as saved; `empty`,
 * when given, is said instead of the form while there are no calendars.
 */
export type CalendarChoicesFormProps = {
  calendars: ChoosableCalendar[];
  save: (choices: CalendarChoices) => Promise<ChoosableCalendar[]>;
  onNotice: (notice: Notice) => void;
  empty?: string;
};

export function CalendarChoicesForm({
  calendars,
  save,
  onNotice,
  empty,
}: CalendarChoicesFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<CalendarChoices>({
    defaultValues: choicesOf(calendars),
  });
  const { field: busyCalendars } = useController({ control, name: 'busyCalendars' });
  const { field: bookingCalendar } = useController({ control, name: 'bookingCalendar' });
  const leaving = useUnsavedChangesWarning(formState.isDirty);
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (choices) => {
    setFailure(null);
    try {
      reset(choicesOf(await save(choices)));
      onNotice({ severity: 'success', message: copy.choicesSaved });
    } catch (error) {
      setFailure(refusalInWords(error, copy.saveFailed));
    }
  });

  if (empty !== undefined && calendars.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {calendars.map((calendar) => (
          <CalendarRow
            key={calendar.id}
            calendar={calendar}
            blocksTime={busyCalendars.value.includes(calendar.id)}
            receivesBookings={bookingCalendar.value === calendar.id}
            disabled={busy}
            onBlocksTime={(blocks) =>
              busyCalendars.onChange(
                calendars
                  .map(({ id }) => id)
                  .filter((id) => (id === calendar.id ? blocks : busyCalendars.value.includes(id))),
              )
            }
            onReceivesBookings={() => bookingCalendar.onChange(calendar.id)}
          />
        ))}
        <FormControlLabel
          label={copy.noBookingCalendar}
          disabled={busy}
          sx={{ py: 1, mr: 0 }}
          control={
            <Radio
              name={BOOKING_RADIO_NAME}
              value=""
              checked={bookingCalendar.value === null}
              onChange={() => bookingCalendar.onChange(null)}
            />
          }
        />
      </Box>
      <FormAlert message={failure} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BusyButton busy={busy} label={copy.saveChoices} busyLabel={copy.saving} />
      </Stack>
      <UnsavedChangesDialog blocker={leaving} />
    </Stack>
  );
}
