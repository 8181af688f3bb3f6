import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * Every portal screen's header, one pattern: an optional way back above the h1, the title, a
 * subtitle, and the screen's main actions on the right (on a phone, under the subtitle). The
 * title also names the browser tab.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The screen this one was opened from, for screens that belong to another. */
  back?: { to: string; label: string };
}) {
  useDocumentTitle(title);

  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      {back && (
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBack />}
          sx={{ mb: 1, ml: -1 }}
        >
          {back.label}
        </Button>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: { sm: 'flex-end' },
              alignItems: 'center',
              gap: 1,
              // Beside the title, level with its first line; on a phone, under the subtitle.
              maxWidth: { sm: '50%' },
              mt: { sm: 0.5 },
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
