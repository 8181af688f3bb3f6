import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { demoCopy } from '@shared/landing/copy.ts';
import { DemoRequestForm } from './demo-request-form.tsx';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useDemoRequest } from './use-demo-request.ts';

/** The call to action: 'Schedule a Demo', which opens the demo request form in its place. */
export function DemoSection() {
  const { expanded, submitted, request, open, change, submit } = useDemoRequest();
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);

  useEffect(() => {
    // When the form collapses it takes the focused element with it; hand focus back to the
    // button in its place, unless the visitor has meanwhile moved on elsewhere.
    if (!expanded && wasExpanded.current) {
      const focusWasLost = !document.activeElement || document.activeElement === document.body;
      if (focusWasLost) scheduleButton.current?.focus({ preventScroll: true });
    }
    wasExpanded.current = expanded;
  }, [expanded]);

  return (
    <LandingSection
      id={demoCopy.id}
      sx={{
        color: 'common.white',
        background:
          'radial-gradient(700px 400px at 15% 0%, rgba(15,181,164,0.3), transparent 60%), linear-gradient(135deg, #0b1f3a 0%, #142f73 60%, #1d47b8 100%)',
      }}
    >
      <SectionHeading
        sectionId={demoCopy.id}
        title={demoCopy.heading}
        subtitle={demoCopy.subtitle}
        inverted
      />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {expanded ? (
          <DemoRequestForm
            request={request}
            submitted={submitted}
            onChange={change}
            onSubmit={submit}
          />
        ) : (
          <Button
            ref={scheduleButton}
            onClick={open}
            variant="contained"
            size="large"
            startIcon={<EventAvailableRounded aria-hidden />}
            sx={{
              px: 4,
              py: 1.5,
              fontSize: '1.0625rem',
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: '#e6edff' },
            }}
          >
            {demoCopy.scheduleDemo}
          </Button>
        )}
      </Box>
    </LandingSection>
  );
}
