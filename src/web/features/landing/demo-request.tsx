import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { demoCopy } from '@shared/landing/copy.ts';
import { useDemoRequest } from './use-demo-request.ts';
import { whiteOnNavyButton } from './white-on-navy-button.ts';

// The form shows only after a click, so its code (text fields and what they bring) stays out
// of the landing's first load; pointing at or focusing the button starts fetching it.
const loadDemoRequestForm = () => import('./demo-request-form.tsx');
const DemoRequestForm = lazy(() =>
  loadDemoRequestForm().then((module) => ({ default: module.DemoRequestForm })),
);
const prefetchDemoRequestForm = () => void loadDemoRequestForm();

/** 'Schedule a Demo', which opens the demo request form in its place. */
export function DemoRequest() {
  const { expanded, submitted, open, confirm } = useDemoRequest();
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);

  // A layout effect, so focus moves in the frame the button appears in; a passive effect would
  // wait for the next animation frame under Preact (the landing's own client).
  useLayoutEffect(() => {
    // When the form collapses it takes the focused element with it; hand focus back to the
    // button in its place, unless the visitor has meanwhile moved on elsewhere.
    if (!expanded && wasExpanded.current) {
      const focusWasLost = !document.activeElement || document.activeElement === document.body;
      if (focusWasLost) scheduleButton.current?.focus({ preventScroll: true });
    }
    wasExpanded.current = expanded;
  }, [expanded]);

  return expanded ? (
    <Suspense fallback={<CircularProgress color="inherit" aria-label={demoCopy.loading} />}>
      <DemoRequestForm submitted={submitted} onSubmitted={confirm} />
    </Suspense>
  ) : (
    <Button
      ref={scheduleButton}
      onClick={open}
      onPointerEnter={prefetchDemoRequestForm}
      onFocus={prefetchDemoRequestForm}
      onTouchStart={prefetchDemoRequestForm}
      variant="contained"
      size="large"
      startIcon={<EventAvailableRounded aria-hidden />}
      sx={{
        px: 4,
        py: 1.5,
        fontSize: '1.0625rem',
        ...whiteOnNavyButton,
      }}
    >
      {demoCopy.scheduleDemo}
    </Button>
  );
}
