import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { stepsCopy } from '@shared/landing/copy.ts';
import { IconBadge } from './icon-badge.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

type StepId = (typeof stepsCopy.items)[number]['id'];

const stepIcons: Record<StepId, SvgIconComponent> = {
  subscribe: ShoppingCartCheckoutRounded,
  configure: AutoFixHighRounded,
  'go-live': RocketLaunchRounded,
};

/** Get Started in Minutes: the three steps from subscribing to a live agent. */
export function StepsSection() {
  return (
    <LandingSection id={stepsCopy.id} tone="paper">
      <SectionHeading
        sectionId={stepsCopy.id}
        title={stepsCopy.heading}
        subtitle={stepsCopy.subtitle}
      />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: { xs: 4, md: 5 },
          position: 'relative',
          // A line through the step numbers on wide screens shows the steps as one journey.
          '&::before': {
            content: '""',
            display: { xs: 'none', md: 'block' },
            position: 'absolute',
            top: 28,
            left: '16%',
            right: '16%',
            borderTop: '2px dashed',
            borderColor: 'divider',
          },
        }}
      >
        {stepsCopy.items.map((step, index) => (
          <Box
            component="li"
            key={step.id}
            sx={{ position: 'relative', textAlign: 'center', px: { md: 2 } }}
          >
            <Box
              sx={{
                position: 'relative',
                width: 56,
                height: 56,
                mx: 'auto',
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'common.white',
                fontWeight: 800,
                fontSize: '1.25rem',
                background: (theme) => theme.gradients.primaryToDark,
                // A ring of the section's own colour parts the badge from the dashed line behind it.
                boxShadow: (theme) => `0 0 0 8px ${theme.vars.palette.background.paper}`,
              }}
            >
              <Box component="span" aria-hidden>
                {index + 1}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <IconBadge icon={stepIcons[step.id]} size={44} />
            </Box>
            <Typography variant="h5" component="h3" sx={{ mt: 2, mb: 1 }}>
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 320, mx: 'auto' }}>
              {step.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
