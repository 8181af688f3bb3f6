import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Blocker } from 'react-router';
import { unsavedChangesCopy as copy } from '@shared/portal-copy.ts';

/**
 * Asks whether to leave a form with unsaved changes, while `useUnsavedChangesWarning` holds a
 * navigation: Stay keeps the page and everything typed; Leave goes on without saving.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={open}
      onClose={stay}
      maxWidth="xs"
      fullWidth
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">{copy.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{copy.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => blocker.proceed?.()}>
          {copy.leave}
        </Button>
        <Button variant="contained" onClick={stay} autoFocus>
          {copy.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
