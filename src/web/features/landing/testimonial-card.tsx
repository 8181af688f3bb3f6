import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '@shared/landing/testimonials.ts';
import { StarRating } from './star-rating.tsx';

const photoSize = 56;

/** One client's quote with their rating, photo, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card
      component="figure"
      sx={{
        m: 0,
        height: '100%',
        p: { xs: 3, sm: 3.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        boxShadow: '0 24px 48px -28px rgba(15, 27, 51, 0.4)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <StarRating rating={testimonial.rating} />
        <FormatQuoteRounded
          aria-hidden
          sx={{ fontSize: 40, color: 'primary.light', opacity: 0.5 }}
        />
      </Box>
      <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, lineHeight: 1.6 }}>
        {testimonial.content}
      </Typography>
      <Box
        component="figcaption"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.75,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {/* A plain img: MUI's Box would take width and height as styles, not attributes, and
            the attributes are what reserve the photo's space before it loads. */}
        <img
          src={testimonial.image}
          alt={testimonial.name}
          width={photoSize}
          height={photoSize}
          decoding="async"
          style={{ borderRadius: '50%', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{testimonial.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {testimonial.role}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
