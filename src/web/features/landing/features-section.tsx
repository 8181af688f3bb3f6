import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { featuresCopy } from '@shared/landing/copy.ts';
import { CardGrid } from './card-grid.tsx';
import { IconBadge } from './icon-badge.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

type FeatureId = (typeof featuresCopy.items)[number]['id'];

const featureIcons: Record<FeatureId, SvgIconComponent> = {
  'no-setup': BoltRounded,
  'human-escalation': SupportAgentRounded,
  'always-on': AllInclusiveRounded,
};

/** Why the product: the three promises that matter most to a small business. */
export function FeaturesSection() {
  return (
    <LandingSection id={featuresCopy.id}>
      <SectionHeading
        sectionId={featuresCopy.id}
        title={featuresCopy.heading}
        subtitle={featuresCopy.subtitle}
      />
      <CardGrid columns={3}>
        {featuresCopy.items.map((feature) => (
          <Card component="li" key={feature.id} sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
            <IconBadge icon={featureIcons[feature.id]} />
            <Typography variant="h5" component="h3" sx={{ mt: 2.5, mb: 1 }}>
              {feature.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{feature.description}</Typography>
          </Card>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
