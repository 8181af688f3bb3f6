import type { Palette, Theme } from '@mui/material/styles';

/** A colour of the theme's `accent` set, which tells kinds apart. */
export type AccentColor = keyof Palette['accent'];

/** The look of an icon badge: the accent colour on a pale tint of itself. */
export const accentTint = (tint: AccentColor) => ({
  // The accent colours have no channel variables for `theme.alpha`, so the tint is mixed.
  bgcolor: (theme: Theme) =>
    `color-mix(in srgb, ${theme.vars.palette.accent[tint]} 10%, transparent)`,
  color: `accent.${tint}`,
});
