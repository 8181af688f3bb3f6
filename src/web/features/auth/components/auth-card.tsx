import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '@shared/brand.ts';
import { BrandLogo } from '@web/components/brand-logo.tsx';

/** The centred card every sign-in and reset screen sits in. */
export function AuthCard({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: string;
  /** Room for two columns inside (the sign-up's plans side by side). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
        background: (theme) => theme.gradients.authBackdrop,
      }}
    >
      <Card
        sx={{
          width: '100%',
          maxWidth: wide ? 620 : 440,
          boxShadow: '0 12px 40px rgba(15, 27, 51, 0.08)',
        }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <BrandLogo size={44} />
            <Typography variant="overline" color="text.secondary">
              {brand.productName}
            </Typography>
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
