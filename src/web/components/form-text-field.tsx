import { inputLabelClasses } from '@mui/material/InputLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Called after the value changes, e.g. to clear a server error as the user types. */
  onEdit?: () => void;
};

/** A text field bound to react-hook-form that shows its validation message in words. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  onEdit,
  helperText,
  sx,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          sx={[
            // A label too long for a phone's width wraps inside the empty box, which is at least
            // two lines tall, rather than being cut off; once filled it sits small on the border.
            Boolean(props.multiline) && {
              [`& .${inputLabelClasses.root}:not(.${inputLabelClasses.shrink})`]: {
                whiteSpace: 'normal',
              },
            },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event);
            onEdit?.();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
