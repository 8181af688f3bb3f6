import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { subscriptionCopy as copy } from '@shared/billing.ts';
import type { Plan } from '@shared/plans.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ChargeNotice } from './charge-notice.tsx';

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
            <ChargeNotice amount={plan.monthlyPrice} />
          </DialogContent>
          <DialogActions>
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
