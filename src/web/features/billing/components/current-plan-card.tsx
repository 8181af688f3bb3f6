import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  formatBillingDate,
  formatDollars,
  subscriptionCopy as copy,
  type Subscription,
} from '@shared/billing.ts';
import { plans } from '@shared/plans.ts';
import { BusyButton } from '@web/components/busy-button.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 0.5 }}>{value}</Typography>
    </Box>
  );
}

export type PlanCardActions = {
  onManagePayment: () => void;
  managingPayment: boolean;
  onCancellation: (cancelAtPeriodEnd: boolean) => void;
  changingCancellation: boolean;
};

/**
 * The plan the account is on now, what it pays monthly and when it is billed next (the trial's
 * end while trialing without a card); the card's portal and cancelling once a card pays.
 */
export function CurrentPlanCard({
  subscription,
  actions,
}: {
  subscription: Subscription;
  actions?: PlanCardActions;
}) {
  const plan = plans[subscription.planId];
  const inTrial = subscription.status === 'trialing' && !subscription.hasCard;
  const cancellable =
    subscription.hasCard && (subscription.standing === 'paid' || subscription.standing === 'grace');
  return (
    <Card component="section" aria-labelledby="current-plan-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            <WorkspacePremiumOutlined />
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {copy.currentPlan}
            </Typography>
            <Typography id="current-plan-heading" component="h2" variant="h5">
              {plan.name}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Figure
            label={inTrial ? copy.trialEndsOn : copy.nextBillingDate}
            value={formatBillingDate(subscription.nextBillingDate)}
          />
          <Figure label={copy.monthlyPayment} value={formatDollars(subscription.monthlyPayment)} />
        </Box>
        {actions && cancellable && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2.5 }}>
            {subscription.provider === 'stripe' && (
              <BusyButton
                type="button"
                variant="outlined"
                busy={actions.managingPayment}
                label={copy.managePayment}
                busyLabel={copy.openingPortal}
                onClick={actions.onManagePayment}
              />
            )}
            <Button
              variant="outlined"
              color={subscription.cancelAtPeriodEnd ? 'primary' : 'inherit'}
              disabled={actions.changingCancellation}
              onClick={() => actions.onCancellation(!subscription.cancelAtPeriodEnd)}
            >
              {subscription.cancelAtPeriodEnd ? copy.resumeSubscription : copy.cancelSubscription}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
