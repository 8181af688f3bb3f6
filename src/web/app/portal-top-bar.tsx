import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { brand } from '@shared/brand.ts';
import { topBarCopy } from '@shared/portal-copy.ts';
import { BrandLogo } from '@web/components/brand-logo.tsx';
import { FrostedAppBar } from '@web/components/frosted-app-bar.tsx';
import { NotificationBell } from '@web/features/notifications/components/notification-bell.tsx';
import { AvailabilityControl } from './availability-control.tsx';
import { PortalUserMenu } from './portal-user-menu.tsx';

/** The bar above every portal screen; on a phone it also opens the navigation. */
export function PortalTopBar({ onOpenNavigation }: { onOpenNavigation: () => void }) {
  return (
    <FrostedAppBar>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 68 }, px: { xs: 1.5, sm: 3 } }}>
        <IconButton
          aria-label={topBarCopy.openNavigation}
          onClick={onOpenNavigation}
          edge="start"
          sx={{ display: { md: 'none' } }}
        >
          <MenuRounded />
        </IconButton>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1 }}>
          <BrandLogo size={30} />
          <Typography component="span" sx={{ fontWeight: 800 }}>
            {brand.productName}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <AvailabilityControl />
        <NotificationBell />
        <PortalUserMenu />
      </Toolbar>
    </FrostedAppBar>
  );
}
