import { alpha, type Palette, type Theme } from '@mui/material/styles';

/** A colour of the theme's `accent` set, which tells kinds apart. */
export type AccentColor = keyof Palette['accent'];

/** The look of an icon badge: the accent colour on a pale tint of itself. */
export const accentTint = (tint: AccentColor) => ({
  bgcolor: (theme: Theme) => alpha(theme.palette.accent[tint], 0.1),
  color: `accent.${tint}`,
});
