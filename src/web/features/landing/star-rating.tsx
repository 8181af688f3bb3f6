import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import { testimonialsCopy } from '@shared/landing/copy.ts';
import { maxRating } from '@shared/landing/testimonials.ts';

/** A read-only star rating, announced as one phrase rather than five separate stars. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <Box
      role="img"
      aria-label={testimonialsCopy.ratingLabel(rating, maxRating)}
      sx={{ display: 'flex', gap: 0.25 }}
    >
      {Array.from({ length: maxRating }, (_, index) => (
        <StarRounded
          key={index}
          aria-hidden
          sx={{ fontSize: 22, color: index < rating ? 'brand.star' : 'divider' }}
        />
      ))}
    </Box>
  );
}
