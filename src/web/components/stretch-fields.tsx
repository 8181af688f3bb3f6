import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { appointmentsCopy } from '@shared/bookings.ts';
import { FormTextField } from '@web/components/form-text-field.tsx';

const copy = appointmentsCopy.hours;
/**
 * Two time fields and a button share a phone's width: the fields' own padding gives way, and
 * so does the clock icon (a phone opens its time picker on a tap of the field itself).
 */
const timeFieldSx = {
  flex: 1,
  minWidth: 0,
  '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } },
  '& input::-webkit-calendar-picker-indicator': { display: { xs: 'none', sm: 'block' } },
} as const;

/** The stretch a day gets when opened: a common working day. */
export const newStretch = { opens: '09:00', closes: '17:00' };

/** One open stretch of a day: opens, closes, and a button that removes it. */
export function StretchFields<T extends FieldValues>({
  control,
  name,
  day,
  busy,
  removeLabel,
  onRemove,
}: {
  control: Control<T>;
  /** The stretch's path in the form, holding `opens` and `closes`. */
  name: string;
  /** The day's name, which the fields' accessible names begin with. */
  day: string;
  busy: boolean;
  removeLabel: string;
  onRemove: () => void;
}) {
  const field = (part: 'opens' | 'closes') => (
    <FormTextField
      control={control}
      name={`${name}.${part}` as FieldPath<T>}
      label={copy[part]}
      type="time"
      size="small"
      disabled={busy}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': `${day}: ${copy[part]}` },
      }}
      sx={timeFieldSx}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {field('opens')}
      {field('closes')}
      <IconButton aria-label={removeLabel} onClick={onRemove} disabled={busy}>
        <DeleteOutlineRounded />
      </IconButton>
    </Stack>
  );
}
