import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { AppThemeProvider } from './app-theme-provider.tsx';

export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <CssBaseline />
        {children}
      </AppThemeProvider>
    </CacheProvider>
  );
}
