import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { billingNoticeOf, subscriptionCopy as copy, type Subscription } from '@shared/billing.ts';
import { BusyButton } from '@web/components/busy-button.tsx';
import { useOpenPaymentPortal } from '../api/open-payment-portal.ts';
import { useStartCheckout } from '../api/start-checkout.ts';

/**
 * The subscription's state when it needs the owner (trial days left, a trial that ended, a
 * failed payment), with the one button that helps: Add a card, or Manage payment method.
 */
export function BillingNotice({
  subscription,
  all = false,
}: {
  subscription: Subscription;
  /** Also the quieter states the Subscription page states. */
  all?: boolean;
}) {
  const checkout = useStartCheckout();
  const portal = useOpenPaymentPortal();
  const notice = billingNoticeOf(subscription, all);
  if (!notice) return null;
  const failed = checkout.isError ? copy.checkoutFailed : portal.isError ? copy.portalFailed : null;
  return (
    <Alert
      severity={notice.severity}
      sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2">{notice.message}</Typography>
          {notice.action === 'addCard' && subscription.provider === 'test' && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {copy.testMode}
            </Typography>
          )}
          {failed && (
            <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
              {failed}
            </Typography>
          )}
        </Box>
        {notice.action === 'addCard' && (
          <BusyButton
            type="button"
            size="small"
            busy={checkout.isPending}
            label={copy.addCard}
            busyLabel={copy.addingCard}
            onClick={() => checkout.mutate({})}
          />
        )}
        {notice.action === 'managePayment' && (
          <BusyButton
            type="button"
            size="small"
            busy={portal.isPending}
            label={copy.managePayment}
            busyLabel={copy.openingPortal}
            onClick={() => portal.mutate()}
          />
        )}
      </Box>
    </Alert>
  );
}
