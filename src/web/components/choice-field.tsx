import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * A filter's drop-down: one of `options`, or none (the first item, `anyLabel`, unless it is
 * null) which reports `undefined`.
 */
export function ChoiceField<Value extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel,
}: {
  label: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
  anyLabel: string | null;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
    >
      {anyLabel !== null && <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
