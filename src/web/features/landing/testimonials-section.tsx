import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
// Swiper's styles load with the page, so the prerendered slides sit where Swiper keeps them.
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { testimonialsCopy } from '@shared/landing/copy.ts';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { whenNearViewport } from './when-near-viewport.ts';

/**
 * The carousel (and Swiper with it) loads only when a visitor scrolls towards it: until then
 * the prerendered slides stay on the page as they are, and the landing's first load carries
 * none of it. The build's prerender waits for it, so the HTML holds every slide.
 */
const TestimonialCarousel = lazy(async () => {
  if (typeof document !== 'undefined') {
    await whenNearViewport(document.getElementById(testimonialsCopy.id));
  }
  const module = await import('./testimonial-carousel.tsx');
  return { default: module.TestimonialCarousel };
});

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
      <Suspense fallback={carouselPlaceholder}>
        <TestimonialCarousel />
      </Suspense>
    </LandingSection>
  );
}
