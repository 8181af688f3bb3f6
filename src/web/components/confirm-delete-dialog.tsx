import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { BusyButton } from './busy-button.tsx';

/** Deleting asks first; nothing is deleted unless confirmed. Open while `title` is set. */
export function ConfirmDeleteDialog({
  title,
  text,
  labels,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string | null;
  text: string;
  labels: { cancel: string; delete: string; deleting: string };
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // The dialog keeps its last title while it fades out, so it is never a nameless dialog whose
  // Delete button can still be reached, and a click then confirms nothing.
  const [shownTitle, setShownTitle] = useState(title);
  if (title !== null && title !== shownTitle) setShownTitle(title);
  const open = title !== null;

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{shownTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          {labels.cancel}
        </Button>
        <BusyButton
          type="button"
          color="error"
          onClick={open ? onConfirm : undefined}
          busy={busy}
          label={labels.delete}
          busyLabel={labels.deleting}
        />
      </DialogActions>
    </Dialog>
  );
}
