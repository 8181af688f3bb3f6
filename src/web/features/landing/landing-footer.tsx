import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { siDigitalocean, siGooglecloud, siStripe } from 'simple-icons';
import type { ReactNode } from 'react';
import { BrandLogo } from '@web/components/brand-logo.tsx';
import { brand } from '@shared/brand.ts';
import { companyCopy, footerCopy } from '@shared/landing/copy.ts';
import { onNavyFocusRing } from '@web/components/on-navy-focus-ring.ts';
import { BrandIcon } from './brand-icon.tsx';
import { visuallyHidden } from '@web/components/visually-hidden.ts';

const cloudPartners = [siGooglecloud, siDigitalocean];

// Light tints of the brand colours keep the text readable on the dark footer.
const mutedText = 'rgba(255, 255, 255, 0.78)';
const linkColor = 'brand.sky';

function FooterColumn({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        component="p"
        variant="overline"
        sx={{ color: mutedText, letterSpacing: '0.1em', fontWeight: 700, mb: 1.5 }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 } as const;
const rowSx = { display: 'flex', alignItems: 'center', gap: 1.25 } as const;

/** The site footer: offices, the parent company, technology partners, payments, copyright. */
export function LandingFooter() {
  return (
    <Box
      component="footer"
      id={footerCopy.id}
      sx={{
        bgcolor: 'brand.navy',
        color: 'common.white',
        pt: { xs: 7, md: 9 },
        pb: 4,
        ...onNavyFocusRing,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1fr 1.2fr' },
            gap: { xs: 5, md: 6 },
          }}
        >
          <Box>
            <Box sx={rowSx}>
              <BrandLogo />
              <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
                {brand.productName}
              </Typography>
            </Box>
            <Typography sx={{ mt: 2, color: mutedText, maxWidth: 320 }}>
              {footerCopy.summary}
            </Typography>
            <Typography sx={{ mt: 2, color: mutedText }}>
              {footerCopy.productOf}{' '}
              <Link
                href={footerCopy.companyUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{
                  color: linkColor,
                  fontWeight: 600,
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                }}
              >
                {footerCopy.companyName}
                <OpenInNewRounded aria-hidden sx={{ fontSize: 16 }} />
                <Box component="span" sx={visuallyHidden}>
                  {companyCopy.opensInNewTab}
                </Box>
              </Link>
            </Typography>
          </Box>
          <FooterColumn label={footerCopy.officesLabel}>
            <Box component="ul" sx={listSx}>
              {footerCopy.officeCities.map((city) => (
                <Box component="li" key={city} sx={rowSx}>
                  <LocationOnRounded aria-hidden sx={{ fontSize: 20, color: linkColor }} />
                  {city}
                </Box>
              ))}
            </Box>
          </FooterColumn>
          <FooterColumn label={footerCopy.partnersLabel}>
            <Box component="ul" sx={listSx}>
              {cloudPartners.map((partner) => (
                <Box component="li" key={partner.slug} sx={rowSx}>
                  <BrandIcon icon={partner} size={22} color="currentColor" decorative />
                  {partner.title}
                </Box>
              ))}
            </Box>
          </FooterColumn>
          <FooterColumn label={footerCopy.paymentsLabel}>
            <Box sx={rowSx}>
              <BrandIcon icon={siStripe} size={22} color="currentColor" decorative />
              <Typography>{footerCopy.payments}</Typography>
            </Box>
          </FooterColumn>
        </Box>
        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid rgba(255, 255, 255, 0.16)',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
            color: mutedText,
          }}
        >
          <Typography variant="body2">{footerCopy.copyright}</Typography>
          <Link
            href={footerCopy.companyUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ color: linkColor }}
          >
            {footerCopy.companySite}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {companyCopy.opensInNewTab}
            </Box>
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
