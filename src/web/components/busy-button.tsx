import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type BusyButtonProps = Omit<ButtonProps, 'children'> & {
  busy: boolean;
  label: string;
  /** Shown while the request is in flight, when the button cannot be pressed again. */
  busyLabel: string;
};

/**
 * The button that sends a form or confirms a dialog: contained, a submit button unless told
 * otherwise, and while busy disabled with a spinner and its busy label, so it cannot be pressed
 * twice and says what is happening.
 */
export function BusyButton({ busy, label, busyLabel, disabled, sx, ...props }: BusyButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      // A label broken over two lines beside its spinner reads badly: it stays on one line,
      // and the row it sits in makes room (or wraps) instead.
      sx={[{ whiteSpace: 'nowrap', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      disabled={busy || disabled}
      startIcon={
        busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon
      }
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
