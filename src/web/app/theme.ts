import { createTheme } from '@mui/material/styles';

/** One theme for the whole product: the public site and the portal. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: '#2454d6', dark: '#183b9e', light: '#5b7ff0', contrastText: '#ffffff' },
    secondary: { main: '#0fb5a4', contrastText: '#ffffff' },
    background: { default: '#f6f8fc', paper: '#ffffff' },
    text: { primary: '#0f1b33', secondary: '#4a5873' },
  },
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
      styleOverrides: { root: { border: '1px solid #e3e8f2' } },
    },
  },
});
