import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatBillingDate, subscriptionCopy as copy, type Subscription } from '@shared/billing.ts';
import type { Plan } from '@shared/plans.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { ChargeNotice } from './charge-notice.tsx';

/**
 * Asks before a plan change: an upgrade with 'Your card will be charged immediately.' (and, in
 * a trial, that nothing is charged yet), a downgrade with its credit.
 */
export function UpgradeDialog({
  plan,
  direction,
  subscription,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: Plan | null;
  direction: 'upgrade' | 'downgrade';
  subscription: Subscription | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const upgrade = direction === 'upgrade';
  const inTrial = subscription?.status === 'trialing' && !subscription.hasCard;
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
          <DialogTitle id="upgrade-dialog-title">
            {upgrade ? copy.confirmTitle(plan.name) : copy.confirmDowngradeTitle(plan.name)}
          </DialogTitle>
          <DialogContent>
            {upgrade ? (
              <ChargeNotice
                amount={plan.monthlyPrice}
                trialEndsOn={
                  inTrial && subscription.trialEndsAt
                    ? formatBillingDate(subscription.trialEndsAt)
                    : undefined
                }
                testMode={subscription?.provider === 'test'}
              />
            ) : (
              <DialogContentText>{copy.confirmDowngradeBody}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={onCancel} disabled={busy}>
              {copy.cancel}
            </Button>
            <BusyButton
              type="button"
              onClick={onConfirm}
              busy={busy}
              label={upgrade ? copy.confirm : copy.confirmDowngrade}
              busyLabel={copy.upgrading}
            />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
