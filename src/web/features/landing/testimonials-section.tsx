import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { testimonialsCopy } from '@shared/landing/copy.ts';
import './carousel-styles.ts';
import { Island } from './island.tsx';
import { LandingSection } from './landing-section.tsx';
import { loadTestimonialCarousel } from './load-testimonial-carousel.ts';
import { SectionHeading } from './section-heading.tsx';

/**
 * Lazy: the build's prerender waits for the carousel, so the HTML holds every slide, and the
 * app's own render of `/` loads it as a visitor nears it. On the prerendered page the landing's
 * client hydrates it instead (src/web/landing-main.tsx).
 */
const TestimonialCarousel = lazy(() =>
  loadTestimonialCarousel().then((carousel) => ({ default: carousel })),
);

/** Holds the carousel's place when it renders on the client first (navigation to `/`). */
const carouselPlaceholder = <Box sx={{ minHeight: { xs: 420, sm: 400 } }} />;

/** What Our Clients Say: the testimonial carousel. */
export function TestimonialsSection() {
  return (
    // The carousel spans the viewport so the side cards fade out at the screen's edges.
    <LandingSection id={testimonialsCopy.id} tone="paper" contained={false}>
      <Container maxWidth="lg">
        <SectionHeading
          sectionId={testimonialsCopy.id}
          title={testimonialsCopy.heading}
          subtitle={testimonialsCopy.subtitle}
        />
      </Container>
      <Island name="testimonial-carousel">
        <Suspense fallback={carouselPlaceholder}>
          <TestimonialCarousel />
        </Suspense>
      </Island>
    </LandingSection>
  );
}
