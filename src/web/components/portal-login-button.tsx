import Button from '@mui/material/Button';
import type { ElementType } from 'react';
import { paths } from '@shared/paths.ts';
import { publicCopy } from '@shared/public-copy.ts';

/** The public top bar's way into the portal; a page load unless the app routes it. */
export function PortalLoginButton({ LinkComponent }: { LinkComponent?: ElementType }) {
  return (
    <Button href={paths.login} LinkComponent={LinkComponent} variant="contained">
      {publicCopy.portalLogin}
    </Button>
  );
}
