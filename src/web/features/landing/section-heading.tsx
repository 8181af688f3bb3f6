import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { headingIdOf } from './landing-section.tsx';

type SectionHeadingProps = {
  sectionId: string;
  title: string;
  subtitle?: string;
  /** On the dark gradient sections the text turns white. */
  inverted?: boolean;
};

/** A section's h2 and its subtitle, centred above the content. */
export function SectionHeading({
  sectionId,
  title,
  subtitle,
  inverted = false,
}: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 900, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography
        id={headingIdOf(sectionId)}
        variant="h2"
        sx={{
          fontSize: { xs: '2rem', sm: '2.5rem', md: '2.875rem' },
          lineHeight: 1.15,
          color: inverted ? 'common.white' : 'text.primary',
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            mt: 2,
            maxWidth: 680,
            mx: 'auto',
            fontSize: { xs: '1.0625rem', md: '1.1875rem' },
            color: inverted ? 'rgba(255, 255, 255, 0.88)' : 'text.secondary',
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
