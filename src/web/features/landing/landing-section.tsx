import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { featuresCopy, sectionLinksCopy } from '@shared/landing/copy.ts';

type LandingSectionProps = {
  id: string;
  /** Sections alternate between the page's background and white to separate them. */
  tone?: 'page' | 'paper';
  /** Off for content that should span the whole viewport, such as the carousel. */
  contained?: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * The sections the page's buttons and menu glide to ('Get Started Now', the section links):
 * each takes the keyboard focus with the scroll.
 */
const jumpTargets = new Set<string>([featuresCopy.id, ...sectionLinksCopy.links.map((l) => l.id)]);

export const headingIdOf = (sectionId: string) => `${sectionId}-heading`;

/** One landing section: a labelled region that clears the sticky top bar when scrolled to. */
export function LandingSection({
  id,
  tone = 'page',
  contained = true,
  children,
  sx = [],
}: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingIdOf(id)}
      // Focusable from script only, so a jump here also moves keyboard focus here.
      tabIndex={jumpTargets.has(id) ? -1 : undefined}
      sx={[
        {
          py: { xs: 8, md: 12 },
          bgcolor: tone === 'paper' ? 'background.paper' : 'background.default',
          scrollMarginTop: { xs: 56, sm: 64 },
          '&:focus': { outline: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {contained ? <Container maxWidth="lg">{children}</Container> : children}
    </Box>
  );
}
