import CheckRounded from '@mui/icons-material/CheckRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { signupPath } from '@shared/auth/auth-api.ts';
import { demoCopy, pricingCopy } from '@shared/landing/copy.ts';
import { priceDisplay } from '@shared/landing/pricing.ts';
import { defaultPlanId } from '@shared/plans.ts';
import { IconBadge } from './icon-badge.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { whiteOnNavyButton } from './white-on-navy-button.ts';

type ImpactId = (typeof pricingCopy.impact)[number]['id'];

const impactIcons: Record<ImpactId, SvgIconComponent> = {
  'instant-answers': SpeedRounded,
  'lower-costs': SavingsRounded,
  'grow-without-hiring': GroupAddRounded,
};

/**
 * 'Get Started': to sign-up with the advertised plan chosen, or, where sign-up is closed, to
 * the demo request, the way in that remains. A plain link: the landing needs no script for it.
 */
function GetStartedLink({ signupOpen }: { signupOpen: boolean }) {
  return (
    <Button
      href={signupOpen ? signupPath(defaultPlanId) : `#${demoCopy.id}`}
      size="large"
      variant="contained"
      endIcon={<ArrowForwardRounded />}
      sx={{
        mt: 3,
        px: 3,
        ...whiteOnNavyButton,
      }}
    >
      {pricingCopy.getStarted}
    </Button>
  );
}

function PriceCard({ signupOpen }: { signupOpen: boolean }) {
  return (
    <Box
      sx={{
        p: { xs: 3.5, md: 5 },
        display: 'grid',
        // Side by side while the card spans a tablet's width; stacked beside the impact list.
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr' },
        alignItems: 'center',
        gap: 4,
        borderRadius: '20px',
        color: 'common.white',
        background: (theme) => theme.gradients.pricing,
        boxShadow: '0 30px 60px -30px rgba(11, 31, 58, 0.7)',
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600, color: 'rgba(255,255,255,0.88)' }}>
          {pricingCopy.planLabel}
        </Typography>
        <Typography component="p" sx={{ mt: 1, display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
          <Box
            component="span"
            sx={{ fontSize: { xs: '3.75rem', md: '4.5rem' }, fontWeight: 800, lineHeight: 1 }}
          >
            {priceDisplay.weeklyAmount}
          </Box>
          <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {priceDisplay.period}
          </Box>
        </Typography>
        <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.88)' }}>
          {priceDisplay.billed}
        </Typography>
        <Typography
          component="p"
          sx={{
            display: 'inline-block',
            mt: 2,
            px: 1.5,
            py: 0.5,
            borderRadius: '999px',
            fontWeight: 600,
            color: 'brand.navy',
            bgcolor: 'brand.mint',
          }}
        >
          {pricingCopy.dailyPrefix} {priceDisplay.dailyBound}
        </Typography>
        <Box>
          <GetStartedLink signupOpen={signupOpen} />
        </Box>
      </Box>
      <Box>
        <Typography
          component="p"
          variant="overline"
          sx={{ display: 'block', color: 'rgba(255,255,255,0.88)', letterSpacing: '0.08em' }}
        >
          {pricingCopy.includedLabel}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.25 }}
        >
          {pricingCopy.included.map((item) => (
            <Box
              component="li"
              key={item}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25 }}
            >
              <CheckRounded aria-hidden sx={{ fontSize: 20, mt: '2px', color: 'brand.mint' }} />
              {item}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** Maximize ROI, Minimize Cost: the one advertised price, what it buys, and the way to it. */
export function PricingSection({ signupOpen }: { signupOpen: boolean }) {
  return (
    <LandingSection id={pricingCopy.id} tone="paper">
      <SectionHeading
        sectionId={pricingCopy.id}
        title={pricingCopy.heading}
        subtitle={pricingCopy.subtitle}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
        }}
      >
        <PriceCard signupOpen={signupOpen} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
          {pricingCopy.impact.map((impact) => (
            <Card
              component="li"
              key={impact.id}
              sx={{ p: 3, display: 'flex', gap: 2.5, alignItems: 'flex-start' }}
            >
              <IconBadge icon={impactIcons[impact.id]} size={48} />
              <Box>
                <Typography variant="h6" component="h3">
                  {impact.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {impact.description}
                </Typography>
              </Box>
            </Card>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
