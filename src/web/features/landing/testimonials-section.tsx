import Container from '@mui/material/Container';
import { testimonialsCopy } from '@shared/landing/copy.ts';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

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
      <TestimonialCarousel />
    </LandingSection>
  );
}
