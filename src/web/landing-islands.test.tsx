import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './app/theme.ts';
import { islandNames } from './features/landing/island.tsx';
import { LandingDocument } from './features/landing/landing-document.tsx';

// The landing's client (landing-main.tsx) finds each island it hydrates by its mark.
describe('the prerendered landing', () => {
  it('marks each island exactly once', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <LandingDocument signupOpen />
      </ThemeProvider>,
    );
    for (const name of islandNames) {
      expect(html.split(`data-island="${name}"`)).toHaveLength(2);
    }
  });
});
