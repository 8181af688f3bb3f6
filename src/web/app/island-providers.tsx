import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { AppThemeProvider } from './app-theme-provider.tsx';

/**
 * The theme and styles of one hydrated part of the prerendered landing. Unlike the app's
 * providers it adds no global styles: the baseline and the theme's CSS variables are in the
 * page's prerendered styles already.
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider withStyleSheet={false}>{children}</AppThemeProvider>
    </CacheProvider>
  );
}
