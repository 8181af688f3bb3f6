import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { AppRoutes } from './app/app-routes.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * Marks the page once React has committed it (`<html data-app-ready>`): the prerendered
 * landing is on screen before its app runs, and the browser suite waits for this before it
 * clicks.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
    <AppReady />
  </StrictMode>
);

// `/` arrives prerendered and is hydrated; every other path starts from the empty shell.
// Hydrating in a transition lets React yield to the browser between components, instead of
// one long task that leaves a tap on the page unanswered until it ends.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
