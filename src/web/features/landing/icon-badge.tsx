import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';

type IconBadgeProps = {
  icon: SvgIconComponent;
  /** A soft tile for cards on white; a glassy one on the dark gradient sections. */
  variant?: 'soft' | 'glass';
  size?: number;
};

/** The rounded tile that carries a card's icon. */
export function IconBadge({ icon: Icon, variant = 'soft', size = 52 }: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '14px',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        ...(variant === 'soft'
          ? {
              color: 'primary.main',
              background: 'linear-gradient(135deg, rgba(36,84,214,0.12), rgba(15,181,164,0.16))',
            }
          : { color: 'common.white', bgcolor: 'rgba(255,255,255,0.14)' }),
      }}
    >
      <Icon sx={{ fontSize: size * 0.52 }} />
    </Box>
  );
}
