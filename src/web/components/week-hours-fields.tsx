import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { appointmentsCopy, type OpenHours, weekdayNames, weekdays } from '@shared/bookings.ts';
import { newStretch, StretchFields } from './stretch-fields.tsx';

const copy = appointmentsCopy.hours;

/** A form that holds a week of open stretches at `weeklyHours`. */
export type WeekForm = { weeklyHours: OpenHours[] };

/**
 * Each weekday with its open stretches, added and removed one by one: the business's week, or
 * a person's or resource's own.
 */
export function WeekHoursFields<T extends WeekForm>({
  control,
  busy,
}: {
  control: Control<T>;
  busy: boolean;
}) {
  // The week is one field of a larger form; its array is reached at the path every such form shares.
  const week = control as unknown as Control<WeekForm>;
  const hours = useFieldArray({ control: week, name: 'weeklyHours' });
  return (
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
                <StretchFields
                  key={field.id}
                  control={week}
                  name={`weeklyHours.${index}`}
                  day={day}
                  busy={busy}
                  removeLabel={copy.removeHours(day)}
                  onRemove={() => hours.remove(index)}
                />
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
  );
}
