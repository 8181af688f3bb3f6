import Alert, { type AlertColor } from '@mui/material/Alert';

type FormAlertProps = {
  /** Nothing is shown while there is no message. */
  message: string | null | undefined;
  severity?: AlertColor;
};

/**
 * A form's outcome above its fields. A failure is announced at once (`alert`); any other
 * news politely (`status`), so a screen reader does not interrupt for a success.
 */
export function FormAlert({ message, severity = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
