import type { SwiperOptions } from 'swiper/types';

/** The testimonial carousel's settings (specification, sections 2, 4 and 9), in Swiper's terms. */
export const carouselAutoplayDelayMs = 3000;

export const testimonialCarouselOptions = {
  effect: 'coverflow',
  coverflowEffect: { rotate: 50, stretch: 0, depth: 100, modifier: 1, slideShadows: false },
  grabCursor: true,
  centeredSlides: true,
  slidesPerView: 'auto',
  pagination: { clickable: true },
  autoplay: {
    delay: carouselAutoplayDelayMs,
    // Autoplay keeps going after a drag, a swipe or a bullet click: Swiper pauses it only
    // while the pointer is down. The carousel also stops it while the tab is hidden.
    disableOnInteraction: false,
    pauseOnMouseEnter: false,
  },
} as const satisfies SwiperOptions;
