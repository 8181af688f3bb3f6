import { testimonialsCopy } from '@shared/landing/copy.ts';
import { whenNearViewport } from './when-near-viewport.ts';

/**
 * The carousel (and Swiper with it) loads only when a visitor scrolls towards it: until then
 * the prerendered slides stay on the page as they are, and the landing's first load carries
 * none of it. Without a document (the build's prerender) it loads at once.
 */
export async function loadTestimonialCarousel() {
  if (typeof document !== 'undefined') {
    await whenNearViewport(document.getElementById(testimonialsCopy.id));
  }
  const module = await import('./testimonial-carousel.tsx');
  return module.TestimonialCarousel;
}
