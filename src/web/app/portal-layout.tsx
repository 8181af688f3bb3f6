import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type MouseEvent, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { topBarCopy } from '@shared/portal-copy.ts';
import { PageLoader } from '@web/components/page-loader.tsx';
import { ScreenErrorBoundary } from '@web/components/screen-error-boundary.tsx';
import { LiveEventsProvider } from '@web/lib/live-events.tsx';
import { registerServiceWorker } from '@web/lib/service-worker.ts';
import { BillingBanner } from '@web/features/billing/components/billing-banner.tsx';
import { PortalSidebar } from './portal-sidebar.tsx';
import { PortalTopBar } from './portal-top-bar.tsx';

export const SIDEBAR_WIDTH = 260;

/** Out of sight until a keyboard reaches it, first of all, so the sidebar can be skipped. */
const skipLinkSx = {
  position: 'absolute',
  left: 16,
  top: -64,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontWeight: 600,
  '&:focus': { top: 12 },
} as const;

/**
 * The portal's frame: sidebar (permanent on desktop, a drawer on a phone), top bar, screen; a
 * screen that fails shows the error screen inside it, so the sidebar still leads elsewhere.
 */
export function PortalLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // A new screen starts at its top, as a full page load would. (A block body: Chromium's
  // scrollTo returns a promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Every portal page installs the worker, so the app can be installed, and notifications
  // shown, from wherever the member first arrives.
  useEffect(() => {
    void registerServiceWorker();
  }, []);

  const closeDrawer = () => setDrawerOpen(false);
  const paperSx = {
    width: SIDEBAR_WIDTH,
    boxSizing: 'border-box',
    borderRight: 1,
    borderColor: 'divider',
  } as const;

  return (
    <LiveEventsProvider>
      <Box
        component="a"
        href="#main"
        // Focus, not a new URL: the router keeps the screen's address as it is.
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={skipLinkSx}
      >
        {topBarCopy.skipToContent}
      </Box>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}
          >
            <PortalSidebar />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={closeDrawer}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': paperSx }}
          >
            <PortalSidebar onNavigate={closeDrawer} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <PortalTopBar onOpenNavigation={() => setDrawerOpen(true)} />
          <Box
            component="main"
            id="main"
            // The skip link's target takes the focus, so the next Tab goes into the screen.
            tabIndex={-1}
            sx={{
              '&:focus': { outline: 'none' },
              flex: 1,
              px: { xs: 2, sm: 3, md: 4 },
              py: { xs: 3, md: 4 },
              width: '100%',
              maxWidth: 1280,
              mx: 'auto',
            }}
          >
            <BillingBanner />
            {/* Screens arrive lazily; the frame stays while one loads, or when one fails. */}
            <ScreenErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ScreenErrorBoundary>
          </Box>
        </Box>
      </Box>
    </LiveEventsProvider>
  );
}
