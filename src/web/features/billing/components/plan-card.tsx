import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { subscriptionCopy as copy } from '@shared/billing.ts';
import type { Plan } from '@shared/plans.ts';
import { PlanFeatures } from '@web/components/plan-features.tsx';

export type PlanAction = 'current' | 'upgrade' | 'downgrade';

/** One plan: price, features, and what the account can do with it. */
export function PlanCard({
  plan,
  action,
  onChange,
}: {
  plan: Plan;
  /** null while the account's plan is not known yet. */
  action: PlanAction | null;
  onChange: () => void;
}) {
  const current = action === 'current';
  const headingId = `plan-${plan.id}-heading`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : undefined,
      }}
    >
      <CardContent
        sx={{
          p: { xs: 2.5, sm: 3 },
          '&:last-child': { pb: { xs: 2.5, sm: 3 } },
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
        }}
      >
        {/* The current plan is marked by its border and its 'Current Plan' button: once is
            enough, the card above already names it. */}
        <Typography id={headingId} component="h3" variant="h6">
          {plan.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 1.5, mb: 2 }}>
          <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1 }}>
            ${plan.monthlyPrice}
          </Typography>
          <Typography color="text.secondary">{copy.perMonth}</Typography>
        </Box>
        <Box sx={{ flex: 1 }}>
          <PlanFeatures features={plan.features} />
        </Box>
        <Box sx={{ mt: 2.5, minHeight: 36.5 }}>
          {action === null ? null : current ? (
            <Button fullWidth variant="outlined" disabled>
              {copy.current}
            </Button>
          ) : action === 'upgrade' ? (
            <Button fullWidth variant="contained" onClick={onChange}>
              {copy.upgrade}
            </Button>
          ) : (
            <Button fullWidth variant="outlined" onClick={onChange}>
              {copy.downgrade}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
