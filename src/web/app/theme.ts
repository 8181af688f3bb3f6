import { createTheme, type PaletteOptions } from '@mui/material/styles';
import { colorSchemeStorage } from '@shared/color-scheme.ts';
import { followSystemScheme } from './follow-system-scheme.ts';

/**
 * The brand's colours beyond MUI's roles: the dark navy of the landing's hero, demo and footer,
 * the mint that stands out on it, and the pale tints of surfaces.
 */
const brand = {
  navy: '#0b1f3a',
  indigo: '#142f73',
  royal: '#1d47b8',
  mint: '#8ff0e4',
  /** Links on the navy footer: a light tint of the primary blue stays readable there. */
  sky: '#a9c1ff',
  /** The hover of a white button on navy. */
  haze: '#e6edff',
  /** The background of the hero's chat preview. */
  mist: '#f3f6fb',
  star: '#f5a524',
  border: '#e3e8f2',
};

/** The navy surfaces stay navy in the dark; only the pale surfaces and hairlines darken. */
const darkBrand: typeof brand = { ...brand, mist: '#18233a', border: '#243049' };

/** Colours that tell kinds apart (stat cards, activity, article types), each with its tint. */
const accent = {
  blue: '#2454d6',
  teal: '#0fb5a4',
  violet: '#7c4dff',
  orange: '#e0760b',
  pink: '#d6336c',
  slate: '#4a5873',
};

/** The same kinds, lightened to read as text on the dark surfaces (7:1 or more). */
const darkAccent: typeof accent = {
  blue: '#8aa8ff',
  teal: '#3dd6c4',
  violet: '#b39dff',
  orange: '#ffa94d',
  pink: '#f78fb3',
  slate: '#a9b5cc',
};

/**
 * The usage meters: green under 75 %, yellow from 75 %, red from 90 %. The theme's warning is
 * orange, so yellow is its own token; its label text is a dark amber to stay readable on white.
 */
const meter = {
  normal: { bar: '#2e7d32', text: '#1b5e20', tint: '#e8f5e9' },
  warning: { bar: '#f2c200', text: '#6d5400', tint: '#fff8db' },
  critical: { bar: '#d32f2f', text: '#b71c1c', tint: '#fdecea' },
};

/** On dark surfaces the labels turn pale and the tints become faint washes of the bar. */
const darkMeter: typeof meter = {
  normal: { bar: '#66bb6a', text: '#a5d6a7', tint: 'rgba(102, 187, 106, 0.16)' },
  warning: { bar: '#f2c200', text: '#ffe082', tint: 'rgba(242, 194, 0, 0.14)' },
  critical: { bar: '#ef5350', text: '#ffaba8', tint: 'rgba(239, 83, 80, 0.16)' },
};

const gradients = {
  hero: `radial-gradient(900px 500px at 85% 10%, rgba(15,181,164,0.35), transparent 60%), linear-gradient(135deg, ${brand.navy} 0%, ${brand.indigo} 55%, ${brand.royal} 100%)`,
  demo: `radial-gradient(700px 400px at 15% 0%, rgba(15,181,164,0.3), transparent 60%), linear-gradient(135deg, ${brand.navy} 0%, ${brand.indigo} 60%, ${brand.royal} 100%)`,
  pricing: `linear-gradient(150deg, ${brand.navy} 0%, #183b9e 100%)`,
  /** The primary blue into the secondary teal: the chat avatar. */
  primaryToSecondary: 'linear-gradient(135deg, #2454d6 0%, #0fb5a4 100%)',
  /** The primary blue into its dark shade: the numbered step badges. */
  primaryToDark: 'linear-gradient(135deg, #2454d6 0%, #183b9e 100%)',
  dashboardWelcome: 'linear-gradient(120deg, #183b9e 0%, #2454d6 55%, #0fb5a4 130%)',
  authBackdrop: 'linear-gradient(160deg, #eef3ff 0%, #f6f8fc 55%, #e9fbf8 100%)',
};

/** The white text on the blue and navy gradients reads as well in the dark; only the pale one changes. */
const darkGradients: typeof gradients = {
  ...gradients,
  authBackdrop: 'linear-gradient(160deg, #101c3a 0%, #0b1220 55%, #0a1f24 100%)',
};

// The theme's own keys, typed (MUI: "Customizing the theme", module augmentation), and its
// CSS variables (`cssVariables` below), which also types the providers' options for them.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    brand: typeof brand;
    accent: typeof accent;
    meter: typeof meter;
    gradients: typeof gradients;
    /** The keyboard focus ring: 3:1 or more against the page in its scheme. */
    focusRing: string;
  }
  interface PaletteOptions {
    brand?: typeof brand;
    accent?: typeof accent;
    meter?: typeof meter;
    gradients?: typeof gradients;
    focusRing?: string;
  }
  interface Theme {
    /** The scheme's gradients, as CSS variables (`palette.gradients`). */
    gradients: typeof gradients;
  }
}

const lightPalette: PaletteOptions = {
  primary: { main: '#2454d6', dark: '#183b9e', light: '#5b7ff0', contrastText: '#ffffff' },
  secondary: { main: '#0fb5a4', contrastText: '#ffffff' },
  background: { default: '#f6f8fc', paper: '#ffffff' },
  text: { primary: '#0f1b33', secondary: '#4a5873' },
  brand,
  accent,
  meter,
  gradients,
  focusRing: brand.royal,
};

/** A deep navy night: text and the primary blue lightened to keep AA contrast (7:1 or more). */
const darkPalette: PaletteOptions = {
  primary: { main: '#7d9cff', dark: '#5b7ff0', light: '#a9c1ff', contrastText: '#0b1220' },
  secondary: { main: '#3dd6c4', contrastText: '#0b1220' },
  // The light scheme writes status text in the `dark` shades; here those are the pale ones,
  // which read on the dark surfaces.
  error: { main: '#ff8a80', light: '#ffb4ab', dark: '#ffb4ab', contrastText: '#0b1220' },
  warning: { main: '#ffa726', light: '#ffcc80', dark: '#ffcc80' },
  success: { main: '#66bb6a', light: '#a5d6a7', dark: '#a5d6a7' },
  info: { main: '#29b6f6', light: '#81d4fa', dark: '#81d4fa' },
  background: { default: '#0b1220', paper: '#111a2e' },
  text: { primary: '#e7ecf6', secondary: '#a9b5cc' },
  divider: 'rgba(255, 255, 255, 0.12)',
  brand: darkBrand,
  accent: darkAccent,
  meter: darkMeter,
  gradients: darkGradients,
  focusRing: brand.sky,
};

/** A ring outside the element, so nothing inside it (a fill, a border) has to carry it. */
const focusRing = {
  outline: '3px solid var(--mui-palette-focusRing)',
  outlineOffset: 2,
};

/** One theme for the whole product: the public site and the portal, light and dark. */
export const theme = followSystemScheme(
  createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeStorage.attribute },
    colorSchemes: { light: { palette: lightPalette }, dark: { palette: darkPalette } },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.01em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The app fills the window, so a short page (sign-in, reset) still reaches the bottom.
          '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
          // Plain links and anything else focusable that is not one of MUI's buttons.
          ':focus-visible': focusRing,
          // A person who asks their device for less motion gets menus, dialogs and drawers
          // that appear in place instead of growing, fading or sliding in.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0s !important',
              transitionDelay: '0s !important',
            },
          },
        },
      },
      // Every MUI button, icon button, menu item, tab, chip and switch: by default a keyboard
      // focus shows only as a faint grey fill.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // Inside a menu or a list that clips its overflow, the ring is drawn just inside.
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRing } } },
      MuiSlider: { styleOverrides: { thumb: { '&.Mui-focusVisible': focusRing } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A dialog's buttons line up with its text, and on a narrow phone the last one (often a
      // long label such as 'Generating QR Code...') goes under the others instead of squeezing.
      MuiDialogActions: {
        styleOverrides: {
          root: ({ theme }) => ({
            padding: theme.spacing(0, 3, 2.5),
            gap: theme.spacing(1),
            flexWrap: 'wrap',
            '& > :not(style) ~ :not(style)': { marginLeft: 0 },
          }),
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) => ({ border: `1px solid ${theme.vars.palette.brand.border}` }),
        },
      },
    },
  }),
);
// Gradients are not colours MUI knows, so they are reached through their CSS variables.
theme.gradients = theme.vars.palette.gradients;
