import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

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
              background: (theme: Theme) =>
                `linear-gradient(135deg, ${theme.alpha(theme.vars.palette.primary.main, 0.12)}, ${theme.alpha(theme.vars.palette.secondary.main, 0.16)})`,
            }
          : { color: 'common.white', bgcolor: 'rgba(255,255,255,0.14)' }),
      }}
    >
      <Icon sx={{ fontSize: size * 0.52 }} />
    </Box>
  );
}
