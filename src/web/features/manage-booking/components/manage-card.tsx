import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/** The centred card of the manage page, on the backdrop of the other public pages. */
export function ManageCard({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        alignItems: 'start',
        justifyItems: 'center',
        px: { xs: 1.5, sm: 2 },
        py: { xs: 3, sm: 6 },
        background: (theme) => theme.gradients.authBackdrop,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 600, boxShadow: '0 12px 40px rgba(15, 27, 51, 0.08)' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
