import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** Several of a list chosen by name (agents, people), held in the form as their ids. */
export function ChooseManyField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  placeholder,
  options,
  busy,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText: string;
  /** Shown while nothing is chosen: what none means. */
  placeholder?: string;
  options: readonly { id: string; name: string }[];
  busy: boolean;
}) {
  const nameOf = new Map(options.map((option) => [option.id, option.name]));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = field.value ?? [];
        return (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={options.map((option) => option.id)}
            getOptionLabel={(id) => nameOf.get(id) ?? id}
            value={chosen}
            onChange={(_event, ids) => field.onChange(ids)}
            disabled={busy}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                placeholder={chosen.length === 0 ? placeholder : undefined}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? helperText}
                // Nothing chosen still reads as a choice: the placeholder says what none means.
                InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
              />
            )}
          />
        );
      }}
    />
  );
}
