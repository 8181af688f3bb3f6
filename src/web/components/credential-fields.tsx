import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

type CredentialFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'type' | 'autoComplete'
>;

/** The email a person signs in with, as every form that asks for it spells it. */
export function EmailField<T extends FieldValues>(props: CredentialFieldProps<T>) {
  return <FormTextField type="email" autoComplete="email" required fullWidth {...props} />;
}

/**
 * A password: `current` lets the browser fill in the saved one, `new` offers to generate and
 * save one.
 */
export function PasswordField<T extends FieldValues>({
  purpose,
  ...props
}: CredentialFieldProps<T> & { purpose: 'current' | 'new' }) {
  return (
    <FormTextField
      type="password"
      autoComplete={`${purpose}-password`}
      required
      fullWidth
      {...props}
    />
  );
}
