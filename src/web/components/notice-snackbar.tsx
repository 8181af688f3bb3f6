import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Link as RouterLink } from 'react-router';

/** A confirmation or failure message that follows an action. */
export type Notice = {
  severity: 'success' | 'error';
  message: string;
  /** How long it shows, in ms; 6 s unless an action's message has its own time. */
  duration?: number;
  /** Where to go about it, e.g. the plan when a limit refused the action. */
  link?: { label: string; to: string };
};

const DEFAULT_DURATION_MS = 6000;

/** The portal's one way to say how an action went: a filled alert at the bottom centre. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  const failed = notice?.severity === 'error';
  return (
    <Snackbar
      // A new message restarts the timer even when one is already showing.
      key={notice?.message}
      open={notice !== null}
      autoHideDuration={notice?.duration ?? DEFAULT_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={notice?.severity ?? 'success'}
        role={failed ? 'alert' : 'status'}
        onClose={onClose}
        action={
          notice?.link && (
            <Button color="inherit" size="small" component={RouterLink} to={notice.link.to}>
              {notice.link.label}
            </Button>
          )
        }
        sx={{ width: '100%' }}
      >
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}
