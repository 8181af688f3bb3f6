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
        background: 'linear-gradient(135deg, #2454d6 0%, #0fb5a4 100%)',
        flexShrink: 0,
      }}
    >
      <SupportAgentRounded sx={{ fontSize: size * 0.62 }} />
    </Box>
  );
}
