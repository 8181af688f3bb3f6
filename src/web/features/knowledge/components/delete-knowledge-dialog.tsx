import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { aiConfigCopy as copy } from '@shared/ai-config.ts';
import { BusyButton } from '@web/components/busy-button.tsx';

/** Deleting asks first; nothing is deleted unless confirmed. */
export function DeleteKnowledgeDialog({
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={title !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{copy.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{title ? copy.deleteConfirm(title) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          {copy.cancel}
        </Button>
        <BusyButton
          type="button"
          color="error"
          onClick={onConfirm}
          busy={busy}
          label={copy.delete}
          busyLabel={copy.deleting}
        />
      </DialogActions>
    </Dialog>
  );
}
