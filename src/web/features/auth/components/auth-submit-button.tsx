import Button from '@mui/material/Button';

type AuthSubmitButtonProps = {
  busy: boolean;
  label: string;
  /** Shown while the form is being sent, when the button cannot be pressed again. */
  busyLabel: string;
};

/** The full-width button that sends a sign-in card's form. */
export function AuthSubmitButton({ busy, label, busyLabel }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
      {busy ? busyLabel : label}
    </Button>
  );
}
