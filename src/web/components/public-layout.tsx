import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { brand } from '@shared/brand.ts';
import { paths } from '@shared/paths.ts';
import { publicCopy } from '@shared/public-copy.ts';
import { BrandLogo } from './brand-logo.tsx';
import { FrostedAppBar } from './frosted-app-bar.tsx';

/** The public pages' frame: the top bar with the logo, the product name and 'Portal Login'. */
export function PublicLayout() {
  return (
    <>
      <FrostedAppBar>
        <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60, sm: 68 } }}>
          <Box
            component={RouterLink}
            to={paths.home}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
            }}
          >
            <BrandLogo />
            <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
              {brand.productName}
            </Typography>
          </Box>
          <Button component={RouterLink} to={paths.login} variant="contained">
            {publicCopy.portalLogin}
          </Button>
        </Toolbar>
      </FrostedAppBar>
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </>
  );
}
