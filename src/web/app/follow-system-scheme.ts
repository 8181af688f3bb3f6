import type { CSSObject, Theme } from '@mui/material/styles';
import { colorSchemeStorage } from '@shared/color-scheme.ts';

type Scheme = 'light' | 'dark';

const other = (scheme: Scheme): Scheme => (scheme === 'dark' ? 'light' : 'dark');
const chosen = (scheme: Scheme) => `[${colorSchemeStorage.attribute}="${scheme}"]`;
const systemQuery = (scheme: Scheme) => `@media (prefers-color-scheme: ${scheme})`;
/** The device's scheme applies unless the other one was chosen. */
const unlessOtherChosen = (scheme: Scheme) => `:root:not(${chosen(other(scheme))})`;

/**
 * MUI switches schemes either by the device's setting (`media`) or by an attribute on `<html>`
 * that a script sets. The portal lets a person choose, so the attribute is needed; but the
 * prerendered landing must follow the device with no script at all. This makes the theme do
 * both: the dark scheme's variables, and every style a component gives the dark scheme, apply
 * when the attribute says dark, or when the device prefers dark and nobody chose light.
 */
export function followSystemScheme(theme: Theme): Theme {
  const generateStyleSheets = theme.generateStyleSheets;
  theme.generateStyleSheets = () => {
    const sheets = generateStyleSheets();
    const dark = sheets.find((sheet) => chosen('dark') in sheet)?.[chosen('dark')];
    if (!dark) throw new Error('The theme has no dark scheme to follow the device with.');
    return [...sheets, { [systemQuery('dark')]: { [unlessOtherChosen('dark')]: dark } }];
  };
  theme.applyStyles = (scheme, styles) => {
    if (scheme !== 'light' && scheme !== 'dark') return {};
    return {
      [`*:where(${chosen(scheme)}) &`]: styles,
      [systemQuery(scheme)]: { [`*:where(${unlessOtherChosen(scheme)}) &`]: styles },
    } as CSSObject;
  };
  return theme;
}
