import CodeRounded from '@mui/icons-material/CodeRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  siApple,
  siFacebook,
  siGooglecalendar,
  siInstagram,
  siTelegram,
  siWhatsapp,
} from 'simple-icons';
import type { ReactNode } from 'react';
import { BrandLogo } from '@web/components/brand-logo.tsx';
import { integrationsCopy } from '@shared/landing/copy.ts';
import { integrations, type Integration } from '@shared/landing/integrations.ts';
import { BrandIcon } from './brand-icon.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

const logoSize = 30;

const integrationLogos: Record<Integration['id'], ReactNode> = {
  calendars: [siGooglecalendar, siApple].map((icon) => (
    <BrandIcon key={icon.slug} icon={icon} size={logoSize} />
  )),
  messaging: [siWhatsapp, siTelegram].map((icon) => (
    <BrandIcon key={icon.slug} icon={icon} size={logoSize} />
  )),
  social: [siInstagram, siFacebook].map((icon) => (
    <BrandIcon key={icon.slug} icon={icon} size={logoSize} />
  )),
  // Embedding is not a brand, so it gets a plain code glyph instead of a logo.
  website: <CodeRounded aria-hidden sx={{ fontSize: logoSize + 4, color: 'primary.main' }} />,
};

function IntegrationHub() {
  return (
    <Box
      sx={{
        gridArea: 'hub',
        justifySelf: 'center',
        alignSelf: 'center',
        position: 'relative',
        width: { xs: 168, md: 200 },
        height: { xs: 168, md: 200 },
        borderRadius: '50%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.25,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        boxShadow:
          '0 0 0 14px rgba(36, 84, 214, 0.07), 0 0 0 28px rgba(36, 84, 214, 0.04), 0 20px 40px -20px rgba(15, 27, 51, 0.35)',
      }}
    >
      <BrandLogo size={64} />
      <Typography sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
        {integrationsCopy.hubLabel}
      </Typography>
    </Box>
  );
}

/** Seamless Integrations: the four kinds of platform the agent connects to, around the product. */
export function IntegrationsSection() {
  return (
    <LandingSection id={integrationsCopy.id}>
      <SectionHeading
        sectionId={integrationsCopy.id}
        title={integrationsCopy.heading}
        subtitle={integrationsCopy.subtitle}
      />
      {/* Desktop: the hub spans the middle column, so the four cards sit 2 × 2 around it.
          Tablet: the hub above a 2 × 2 grid. Phone: one column. Areas are named by card id. */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 240px 1fr' },
          gridTemplateAreas: {
            xs: '"hub" "calendars" "messaging" "social" "website"',
            sm: '"hub hub" "calendars messaging" "social website"',
            md: '"calendars hub messaging" "social hub website"',
          },
          alignItems: 'stretch',
        }}
      >
        <IntegrationHub />
        {integrations.map((integration) => (
          <Card key={integration.id} sx={{ gridArea: integration.id, p: { xs: 3, md: 3.5 } }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minHeight: logoSize + 4 }}>
              {integrationLogos[integration.id]}
            </Box>
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              {integration.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
              {integration.description}
            </Typography>
          </Card>
        ))}
      </Box>
    </LandingSection>
  );
}
