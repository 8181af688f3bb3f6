/** The colour schemes a person can choose in the portal; `system` follows the device. */
export const colorSchemeModes = ['system', 'light', 'dark'] as const;
export type ColorSchemeMode = (typeof colorSchemeModes)[number];

/**
 * Where the chosen scheme lives, shared by the theme, its provider and the small script that
 * applies a stored choice before the first paint (src/web/app/color-scheme-script.ts).
 */
export const colorSchemeStorage = {
  /** The attribute on `<html>` naming the scheme in force (`light` or `dark`). */
  attribute: 'data-color-scheme',
  /** The browser's localStorage key holding the chosen mode. */
  key: 'color-scheme-mode',
} as const;
