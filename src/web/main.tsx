import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { AppRoutes } from './app/app-routes.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';
import { RouteErrorScreen } from './app/route-error-screen.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * Marks the page once React has committed it (`<html data-app-ready>`), as the landing's own
 * script does (src/web/landing-main.tsx): the browser suite waits for this before it clicks.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

// A data router, which warnings about unsaved changes need (useBlocker); its one splat route
// hands every path to the app's own <Routes>, so the route tree stays where it is.
const router = createBrowserRouter([
  { path: '*', element: <AppRoutes />, errorElement: <RouteErrorScreen /> },
]);

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>
    <AppReady />
  </StrictMode>
);

// Every path but `/` starts from the empty shell; `/` arrives prerendered with a script of
// its own (src/web/landing-main.tsx).
createRoot(container).render(app);
