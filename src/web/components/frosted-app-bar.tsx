import AppBar from '@mui/material/AppBar';
import type { ReactNode } from 'react';

/** The sticky bar above every page: the paper colour, slightly see-through, over a hairline. */
export function FrostedAppBar({ children }: { children: ReactNode }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (theme) => theme.alpha(theme.vars.palette.background.paper, 0.9),
        backdropFilter: 'blur(8px)',
      }}
    >
      {children}
    </AppBar>
  );
}
