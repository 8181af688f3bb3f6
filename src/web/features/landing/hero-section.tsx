import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { heroCopy } from '@shared/landing/copy.ts';
import { GetStartedButton } from './get-started-button.tsx';
import { HeroChatPreview } from './hero-chat-preview.tsx';
import { Island } from './island.tsx';
import { headingIdOf } from './landing-section.tsx';

/** The first screen: the product's name and promise, and the way into the rest of the page. */
export function HeroSection() {
  return (
    <Box
      component="section"
      id={heroCopy.id}
      aria-labelledby={headingIdOf(heroCopy.id)}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        background: (theme) => theme.gradients.hero,
        py: { xs: 8, md: 12 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
          alignItems: 'center',
          gap: { xs: 6, md: 8 },
        }}
      >
        <Box>
          <Typography
            id={headingIdOf(heroCopy.id)}
            variant="h1"
            sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '3.75rem' }, lineHeight: 1.08 }}
          >
            <Box component="span" sx={{ display: 'block', color: 'brand.mint' }}>
              {heroCopy.productName}
            </Box>{' '}
            <Box component="span" sx={{ display: 'block' }}>
              {heroCopy.headline}
            </Box>
          </Typography>
          <Typography
            component="p"
            sx={{ mt: 2.5, fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 600 }}
          >
            {heroCopy.tagline}
          </Typography>
          <Typography
            sx={{
              mt: 2,
              maxWidth: 560,
              fontSize: { xs: '1.0625rem', md: '1.1875rem' },
              color: 'rgba(255,255,255,0.88)',
            }}
          >
            {heroCopy.lead}
          </Typography>
          <Island name="get-started">
            <GetStartedButton />
          </Island>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 4,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 1,
            }}
          >
            {heroCopy.highlights.map((highlight) => (
              <Box
                component="li"
                key={highlight}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.9375rem' }}
              >
                <CheckCircleRounded aria-hidden sx={{ fontSize: 20, color: 'brand.mint' }} />
                {highlight}
              </Box>
            ))}
          </Box>
        </Box>
        <HeroChatPreview />
      </Container>
    </Box>
  );
}
