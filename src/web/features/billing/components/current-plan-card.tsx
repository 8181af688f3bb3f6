import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDollars, subscriptionCopy as copy, type Subscription } from '@shared/billing.ts';
import { plans } from '@shared/plans.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

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

/** The plan the account is on now, what it pays monthly and when it is billed next. */
export function CurrentPlanCard({ subscription }: { subscription: Subscription }) {
  const plan = plans[subscription.planId];
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
            label={copy.nextBillingDate}
            value={dateFormat.format(new Date(subscription.nextBillingDate))}
          />
          <Figure label={copy.monthlyPayment} value={formatDollars(subscription.monthlyPayment)} />
        </Box>
      </CardContent>
    </Card>
  );
}
