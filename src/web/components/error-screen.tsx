import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '@shared/brand.ts';
import { paths } from '@shared/paths.ts';
import { errorScreenCopy as copy } from '@shared/portal-copy.ts';
import { ModuleLoadError } from '@web/lib/lazy-with-reload.ts';
import { reloadPage } from '@web/lib/reload-page.ts';
import { BrandLogo } from './brand-logo.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * What shows instead of a screen that failed: what happened in words, a reload, and the way to
 * the dashboard. `fullPage` when the portal's frame is gone too: the dashboard link then loads
 * the page afresh, as whatever failed may be part of the app itself.
 */
export function ErrorScreen({ error, fullPage = false }: { error: unknown; fullPage?: boolean }) {
  const loadFailed = error instanceof ModuleLoadError;
  const title = loadFailed ? copy.loadFailedTitle : copy.title;
  const Icon = loadFailed ? CloudOffOutlined : ErrorOutlineRounded;
  const titleId = useId();
  useDocumentTitle(title);

  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullPage ? '100vh' : '60vh',
        px: fullPage ? 2 : 0,
        py: fullPage ? 4 : 0,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Card component="section" aria-labelledby={titleId} sx={{ width: '100%', maxWidth: 560 }}>
        {fullPage && (
          // Without the portal's frame, the brand says where the visitor is.
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              px: 2.5,
              minHeight: 60,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <BrandLogo size={30} />
            <Typography component="span" variant="h6" sx={{ fontWeight: 800, fontSize: '1rem' }}>
              {brand.productName}
            </Typography>
          </Box>
        )}
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 2.5,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'error.main',
              bgcolor: (theme: Theme) => theme.alpha(theme.vars.palette.error.main, 0.12),
            }}
          >
            <Icon />
          </Box>
          <Typography
            id={titleId}
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, textWrap: 'balance' }}
          >
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, textWrap: 'pretty' }}>
            {loadFailed ? copy.loadFailedText : copy.text}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3.5, justifyContent: 'center' }}
          >
            <Button variant="contained" startIcon={<RefreshRounded />} onClick={reloadPage}>
              {copy.reload}
            </Button>
            <Button
              component={RouterLink}
              to={paths.portal.dashboard}
              reloadDocument={fullPage}
              variant="outlined"
              startIcon={<DashboardOutlined />}
            >
              {copy.dashboard}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
