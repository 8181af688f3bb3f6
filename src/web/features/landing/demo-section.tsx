import Box from '@mui/material/Box';
import { demoCopy } from '@shared/landing/copy.ts';
import { DemoRequest } from './demo-request.tsx';
import { Island } from './island.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The call to action: 'Schedule a Demo', which opens the demo request form in its place. */
export function DemoSection() {
  return (
    <LandingSection
      id={demoCopy.id}
      sx={{
        color: 'common.white',
        background: (theme) => theme.gradients.demo,
      }}
    >
      <SectionHeading
        sectionId={demoCopy.id}
        title={demoCopy.heading}
        subtitle={demoCopy.subtitle}
        inverted
      />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Island name="demo-request">
          <DemoRequest />
        </Island>
      </Box>
    </LandingSection>
  );
}
