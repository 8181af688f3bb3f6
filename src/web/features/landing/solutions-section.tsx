import CarRentalRounded from '@mui/icons-material/CarRentalRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import DirectionsCarFilledRounded from '@mui/icons-material/DirectionsCarFilledRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { solutionsCopy } from '@shared/landing/copy.ts';
import { sectors, type Sector } from '@shared/landing/sectors.ts';
import { CardGrid } from './card-grid.tsx';
import { IconBadge } from './icon-badge.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

const sectorIcons: Record<Sector['id'], SvgIconComponent> = {
  'car-dealers': DirectionsCarFilledRounded,
  'car-rental': CarRentalRounded,
  'cleaning-services': CleaningServicesRounded,
  'general-business': StorefrontRounded,
};

/** Solutions for Your Business: one card per target sector with what its agent does. */
export function SolutionsSection() {
  return (
    <LandingSection id={solutionsCopy.id}>
      <SectionHeading
        sectionId={solutionsCopy.id}
        title={solutionsCopy.heading}
        subtitle={solutionsCopy.subtitle}
      />
      <CardGrid columns={2}>
        {sectors.map((sector) => (
          <Card
            component="li"
            key={sector.id}
            sx={{
              p: { xs: 3, md: 4 },
              display: 'flex',
              flexDirection: 'column',
              transition: 'box-shadow 200ms, transform 200ms',
              '&:hover': { boxShadow: '0 18px 40px -24px rgba(15, 27, 51, 0.45)' },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <IconBadge icon={sectorIcons[sector.id]} />
              <Typography variant="h5" component="h3">
                {sector.name}
              </Typography>
            </Box>
            <Typography sx={{ color: 'text.secondary', mt: 2 }}>{sector.description}</Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                mt: 2.5,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                columnGap: 2,
                rowGap: 1.25,
              }}
            >
              {sector.features.map((feature) => (
                <Box
                  component="li"
                  key={feature}
                  sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, fontWeight: 500 }}
                >
                  <CheckCircleRounded
                    aria-hidden
                    sx={{ fontSize: 20, mt: '2px', color: 'secondary.main' }}
                  />
                  {feature}
                </Box>
              ))}
            </Box>
          </Card>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
