import Box from '@mui/material/Box';
import { useState } from 'react';
import { A11y, Autoplay, EffectCoverflow, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { testimonialCarouselOptions } from '@shared/landing/carousel.ts';
import { testimonials } from '@shared/landing/testimonials.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import { useAutoplayPausedWhileHidden } from './use-autoplay-paused-while-hidden.ts';

const slideWidth = { xs: 280, sm: 340 };
const paginationSpace = 56;

const carouselModules = [EffectCoverflow, Autoplay, Pagination, A11y];

// Swiper's Autoplay itself pauses while a pointer drags the slides and resumes on release
// (disableOnInteraction: false); the end-to-end suite checks it, and the tab-hidden pause.
function respectReducedMotion(swiper: SwiperInstance) {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) swiper.params.speed = 0;
}

/** The coverflow carousel of the ten testimonials, centred, autoplaying and paginated. */
export function TestimonialCarousel() {
  // Set once Swiper has started on the client; the server render never has an instance.
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useAutoplayPausedWhileHidden(swiper);

  const start = (instance: SwiperInstance) => {
    respectReducedMotion(instance);
    setSwiper(instance);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        '& .swiper': { pb: `${paginationSpace}px`, pt: 1 },
        // The side cards fade into the page at the screen's edges instead of being cut off.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '12%',
          zIndex: 2,
          pointerEvents: 'none',
        },
        '&::before': {
          left: 0,
          background: (theme) =>
            `linear-gradient(to right, ${theme.vars.palette.background.paper}, transparent)`,
        },
        '&::after': {
          right: 0,
          background: (theme) =>
            `linear-gradient(to left, ${theme.vars.palette.background.paper}, transparent)`,
        },
        // Swiper's wrapper is content-box, which CssBaseline would pass down to the cards.
        '& .swiper-slide': { width: slideWidth, height: 'auto', boxSizing: 'border-box' },
        // Before the script runs the first card already sits in the centre, where Swiper puts it.
        '& .swiper:not(.swiper-initialized) .swiper-wrapper': {
          transform: {
            xs: `translateX(calc(50% - ${slideWidth.xs / 2}px))`,
            sm: `translateX(calc(50% - ${slideWidth.sm / 2}px))`,
          },
        },
        '& .swiper-pagination': { bottom: '8px' },
        '& .swiper-pagination-bullet': {
          width: 12,
          height: 12,
          mx: '6px !important',
          bgcolor: 'text.secondary',
          opacity: 0.35,
          transition: 'opacity 200ms, width 200ms',
        },
        '& .swiper-pagination-bullet-active': {
          opacity: 1,
          bgcolor: 'primary.main',
          width: 28,
          borderRadius: '6px',
        },
        '& .swiper-pagination-bullet:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: '3px',
        },
      }}
    >
      <Swiper modules={carouselModules} onSwiper={start} {...testimonialCarouselOptions}>
        {testimonials.map((testimonial) => (
          <SwiperSlide key={testimonial.slug}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
