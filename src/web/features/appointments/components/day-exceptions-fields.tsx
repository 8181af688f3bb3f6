import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { appointmentsCopy, type DayException, shortDayWords } from '@shared/bookings.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { newStretch, StretchFields } from '@web/components/stretch-fields.tsx';

const copy = appointmentsCopy.hours;

/** A form that holds days unlike their weekday at `dayExceptions`. */
type ExceptionsForm = { dayExceptions?: DayException[] };

/** A day as the buttons name it: its short words once a whole day is typed. */
const dayName = (day: string | undefined) =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? shortDayWords(day) : copy.day;

/** Tomorrow on the browser's calendar: a day off is rarely today. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA');

function ExceptionRow({
  control,
  index,
  busy,
  onRemove,
}: {
  control: Control<ExceptionsForm>;
  index: number;
  busy: boolean;
  onRemove: () => void;
}) {
  const hours = useFieldArray({ control, name: `dayExceptions.${index}.hours` });
  const name = dayName(useWatch({ control, name: `dayExceptions.${index}.day` }));
  return (
    <Box
      role="listitem"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto auto', sm: '180px 1fr auto auto' },
        alignItems: 'start',
        columnGap: 1,
        rowGap: 1,
      }}
    >
      <FormTextField
        control={control}
        name={`dayExceptions.${index}.day`}
        label={copy.day}
        type="date"
        size="small"
        required
        disabled={busy}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ gridColumn: 1, gridRow: 1 }}
      />
      <Stack spacing={1} sx={{ gridColumn: { xs: '1 / -1', sm: 2 }, gridRow: { xs: 2, sm: 1 } }}>
        {hours.fields.length === 0 && (
          <Typography color="text.secondary" sx={{ pt: { xs: 0, sm: 1 } }}>
            {copy.closedAllDay}
          </Typography>
        )}
        {hours.fields.map((field, stretch) => (
          <StretchFields
            key={field.id}
            control={control}
            name={`dayExceptions.${index}.hours.${stretch}`}
            day={name}
            busy={busy}
            removeLabel={copy.removeDayHours(name)}
            onRemove={() => hours.remove(stretch)}
          />
        ))}
      </Stack>
      <IconButton
        aria-label={copy.addDayHours(name)}
        onClick={() => hours.append(newStretch)}
        disabled={busy}
        sx={{ gridColumn: { xs: 2, sm: 3 }, gridRow: 1 }}
      >
        <AddRounded />
      </IconButton>
      <IconButton
        aria-label={copy.removeException(name)}
        onClick={onRemove}
        disabled={busy}
        sx={{ gridColumn: { xs: 3, sm: 4 }, gridRow: 1 }}
      >
        <CloseRounded />
      </IconButton>
    </Box>
  );
}

/** Holidays and special days: each a day, closed or with its own stretches. */
export function DayExceptionsFields<T extends ExceptionsForm>({
  control,
  busy,
  hint = copy.exceptionsHint,
}: {
  control: Control<T>;
  busy: boolean;
  /** Whose days they are, in words; the business's when not given. */
  hint?: string;
}) {
  // One field of a larger form, reached at the path every such form shares.
  const form = control as unknown as Control<ExceptionsForm>;
  const days = useFieldArray({ control: form, name: 'dayExceptions' });
  return (
    <Stack spacing={1.5} component="section" aria-label={copy.exceptionsTitle}>
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {copy.exceptionsTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </div>
      {days.fields.length === 0 ? (
        <Typography color="text.secondary">{copy.noExceptions}</Typography>
      ) : (
        <Stack spacing={1.5} role="list">
          {days.fields.map((field, index) => (
            <ExceptionRow
              key={field.id}
              control={form}
              index={index}
              busy={busy}
              onRemove={() => days.remove(index)}
            />
          ))}
        </Stack>
      )}
      <div>
        <Button
          startIcon={<AddRounded />}
          onClick={() => days.append({ day: tomorrow(), hours: [] })}
          disabled={busy}
        >
          {copy.addException}
        </Button>
      </div>
    </Stack>
  );
}
