import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDollars, subscriptionCopy as copy } from '@shared/billing.ts';
import type { Plan } from '@shared/plans.ts';
import { BusyButton } from '@web/components/busy-button.tsx';

/** Asks before charging: 'Your card will be charged immediately.' */
export function UpgradeDialog({
  plan,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: Plan | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={plan !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="upgrade-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      {plan && (
        <>
          <DialogTitle id="upgrade-dialog-title">{copy.confirmTitle(plan.name)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ color: 'text.primary', fontWeight: 600 }}>
              {copy.confirmBody}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {copy.confirmAmount(formatDollars(plan.monthlyPrice))}
            </DialogContentText>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              {copy.testMode}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button color="inherit" onClick={onCancel} disabled={busy}>
              {copy.cancel}
            </Button>
            <BusyButton
              type="button"
              onClick={onConfirm}
              busy={busy}
              label={copy.confirm}
              busyLabel={copy.upgrading}
            />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
