import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { brand } from '@shared/brand.ts';
import { paths } from '@shared/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { FrostedAppBar } from './frosted-app-bar.tsx';
import { narrowPhone } from './narrow-phone.ts';

type PublicFrameProps = {
  /** What the logo's link to `/` renders as: a plain anchor unless the app routes it. */
  linkComponent?: ElementType;
  /** 'Portal Login', at the bar's end. */
  login: ReactNode;
  /** Links shown before 'Portal Login', such as the landing's to its sections. */
  links?: ReactNode;
  children: ReactNode;
};

/** The public pages' frame: the top bar with the logo, the product name and 'Portal Login'. */
export function PublicFrame({ linkComponent = 'a', login, links, children }: PublicFrameProps) {
  return (
    <>
      <FrostedAppBar>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 60, sm: 68 } }}>
          <Box
            component={linkComponent}
            href={paths.home}
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
            <Typography
              component="span"
              variant="h6"
              sx={{ fontWeight: 800, whiteSpace: 'nowrap', [narrowPhone]: { fontSize: '1rem' } }}
            >
              {brand.productName}
            </Typography>
          </Box>
          {links}
          {login}
        </Toolbar>
      </FrostedAppBar>
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </>
  );
}
