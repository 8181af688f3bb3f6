import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { colorSchemeStorage } from '@shared/color-scheme.ts';
import { theme } from './theme.ts';

/**
 * The product's theme, with the colour scheme a person chose kept in this browser under the
 * key the pre-paint script reads (color-scheme-script.ts).
 */
export function AppThemeProvider({
  children,
  withStyleSheet = true,
}: {
  children: ReactNode;
  /** Off where the theme's CSS variables are on the page already (the landing's islands). */
  withStyleSheet?: boolean;
}) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={colorSchemeStorage.key}
      disableStyleSheetGeneration={!withStyleSheet}
      // A switch of scheme repaints at once, rather than each element fading at its own pace.
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}
