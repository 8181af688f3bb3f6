import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { agentCopy as copy } from '@shared/agents.ts';
import { BusyButton } from '@web/components/busy-button.tsx';

/** Delete asks first (specification §4); nothing is deleted unless confirmed. */
export function DeleteAgentDialog({
  agentName,
  busy,
  onCancel,
  onConfirm,
}: {
  agentName: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={agentName !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>
        {copy.deleteTitle}
        {agentName ? `: ${agentName}` : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{copy.deleteConfirm}</DialogContentText>
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
