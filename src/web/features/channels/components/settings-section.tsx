import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of an agent's card, under its own heading. */
export function SettingsSection({
  title,
  titleId,
  children,
}: {
  title: string;
  /** For a field the heading names. */
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
