import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { authCopy } from '@shared/auth-copy.ts';
import { subscriptionCopy } from '@shared/billing.ts';
import { planIds, plans, type PlanId } from '@shared/plans.ts';
import { PlanFeatures } from '@web/components/plan-features.tsx';

/**
 * The plans as a group of radio buttons, each in a card with its price and features (which
 * describe the button, so a screen reader says them after the plan's name).
 */
export function PlanChoice({
  name,
  value,
  onChange,
  error,
  inputRef,
}: {
  name: string;
  value: PlanId | undefined;
  onChange: (planId: PlanId) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {authCopy.signup.plan}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PlanId)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {planIds.map((id, index) => {
          const plan = plans[id];
          const chosen = value === id;
          const featuresId = `plan-${id}-features`;
          return (
            <Box
              key={id}
              sx={{
                border: 1,
                borderColor: chosen ? 'primary.main' : 'divider',
                // A second line of colour inside the border, so the card does not move.
                boxShadow: (theme) =>
                  chosen ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                borderRadius: 2,
                px: 1.5,
                py: 1,
              }}
            >
              <FormControlLabel
                value={id}
                sx={{ m: 0, width: '100%' }}
                control={
                  <Radio
                    inputRef={index === 0 ? inputRef : undefined}
                    slotProps={{ input: { 'aria-describedby': featuresId } }}
                  />
                }
                label={
                  <Box component="span" sx={{ display: 'block' }}>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {plan.name}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      ${plan.monthlyPrice}
                      {subscriptionCopy.perMonth}
                    </Typography>
                  </Box>
                }
              />
              <Box id={featuresId} sx={{ pl: 1, '& .MuiListItemText-primary': { fontSize: 14 } }}>
                <PlanFeatures features={plan.features} />
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
