import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type LandingSectionProps = {
  id: string;
  /** Sections alternate between the page's background and white to separate them. */
  tone?: 'page' | 'paper';
  /** Off for content that should span the whole viewport, such as the carousel. */
  contained?: boolean;
  /** A section that a button scrolls to takes the keyboard focus with it. */
  jumpTarget?: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

export const headingIdOf = (sectionId: string) => `${sectionId}-heading`;

/** One landing section: a labelled region that clears the sticky top bar when scrolled to. */
export function LandingSection({
  id,
  tone = 'page',
  contained = true,
  jumpTarget = false,
  children,
  sx = [],
}: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingIdOf(id)}
      // Focusable from script only, so a jump here also moves keyboard focus here.
      tabIndex={jumpTarget ? -1 : undefined}
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
