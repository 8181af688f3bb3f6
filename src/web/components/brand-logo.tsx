import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';

/** The product's mark: a support-agent glyph on the brand gradient. */
export function BrandLogo({ size = 36 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        background: (theme) => theme.gradients.primaryToSecondary,
        flexShrink: 0,
      }}
    >
      <SupportAgentRounded sx={{ fontSize: size * 0.62 }} />
    </Box>
  );
}
