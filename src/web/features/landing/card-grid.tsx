import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A section's cards as a list: one column on a phone, `columns` from the md breakpoint. */
export function CardGrid({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
        gap: 3,
      }}
    >
      {children}
    </Box>
  );
}
