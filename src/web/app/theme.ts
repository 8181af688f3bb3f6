import { createTheme } from '@mui/material/styles';

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

/** Colours that tell kinds apart (stat cards, activity, article types), each with its tint. */
const accent = {
  blue: '#2454d6',
  teal: '#0fb5a4',
  violet: '#7c4dff',
  orange: '#e0760b',
  pink: '#d6336c',
  slate: '#4a5873',
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

// The theme's own keys, typed (MUI: "Customizing the theme", module augmentation), and its
// CSS variables (`cssVariables: true` below), which also types the providers' options for them.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    brand: typeof brand;
    accent: typeof accent;
    meter: typeof meter;
  }
  interface PaletteOptions {
    brand?: typeof brand;
    accent?: typeof accent;
    meter?: typeof meter;
  }
  interface Theme {
    gradients: typeof gradients;
  }
  interface ThemeOptions {
    gradients?: typeof gradients;
  }
}

/** One theme for the whole product: the public site and the portal. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: '#2454d6', dark: '#183b9e', light: '#5b7ff0', contrastText: '#ffffff' },
    secondary: { main: '#0fb5a4', contrastText: '#ffffff' },
    background: { default: '#f6f8fc', paper: '#ffffff' },
    text: { primary: '#0f1b33', secondary: '#4a5873' },
    brand,
    accent,
    meter,
  },
  gradients,
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
    // The app fills the window, so a short page (sign-in, reset) still reaches the bottom.
    MuiCssBaseline: {
      styleOverrides: { '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${brand.border}` } },
    },
  },
});
