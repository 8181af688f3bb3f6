import BusinessCenterRounded from '@mui/icons-material/BusinessCenterRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { companyCopy } from '@shared/landing/copy.ts';
import { CardGrid } from './card-grid.tsx';
import { IconBadge } from './icon-badge.tsx';
import { Island } from './island.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { VisitCompanyButton } from './visit-company-button.tsx';

type CompanyCardId = (typeof companyCopy.cards)[number]['id'];

const cardIcons: Record<CompanyCardId, SvgIconComponent> = {
  enterprise: BusinessCenterRounded,
  team: GroupsRounded,
  reach: PublicRounded,
};

/** The parent company's promo, with a way out to its own site. */
export function CompanySection() {
  return (
    <LandingSection id={companyCopy.id}>
      <SectionHeading
        sectionId={companyCopy.id}
        title={companyCopy.heading}
        subtitle={companyCopy.subtitle}
      />
      <CardGrid columns={3}>
        {companyCopy.cards.map((card) => (
          <Card component="li" key={card.id} sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <IconBadge icon={cardIcons[card.id]} size={60} />
            </Box>
            <Typography variant="h5" component="h3" sx={{ mt: 2.5, mb: 1 }}>
              {card.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{card.description}</Typography>
          </Card>
        ))}
      </CardGrid>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 5, md: 6 } }}>
        <Island name="visit-company">
          <VisitCompanyButton />
        </Island>
      </Box>
    </LandingSection>
  );
}
