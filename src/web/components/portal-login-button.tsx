import Button from '@mui/material/Button';
import type { ElementType } from 'react';
import { paths } from '@shared/paths.ts';
import { publicCopy } from '@shared/public-copy.ts';
import { narrowPhone } from './narrow-phone.ts';

/** The public top bar's way into the portal; a page load unless the app routes it. */
export function PortalLoginButton({ LinkComponent }: { LinkComponent?: ElementType }) {
  return (
    <Button
      href={paths.login}
      LinkComponent={LinkComponent}
      variant="contained"
      // One line in a phone's bar, beside the landing's menu button, down to 320 px.
      sx={{
        whiteSpace: 'nowrap',
        flexShrink: 0,
        px: { xs: 1.5, sm: 2 },
        [narrowPhone]: { fontSize: '0.8125rem' },
      }}
    >
      {publicCopy.portalLogin}
    </Button>
  );
}
