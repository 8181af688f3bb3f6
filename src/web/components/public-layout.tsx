import { Link as RouterLink, Outlet, type LinkProps } from 'react-router';
import { PortalLoginButton } from './portal-login-button.tsx';
import { PublicFrame } from './public-frame.tsx';

/** An anchor whose `href` the router follows, for MUI components that render links by `href`. */
function RouterAnchor({ href, ...props }: Omit<LinkProps, 'to'> & { href: string }) {
  return <RouterLink to={href} {...props} />;
}

/** The app's public pages (password reset) in the public frame, their links routed in the app. */
export function PublicLayout() {
  return (
    <PublicFrame
      linkComponent={RouterAnchor}
      login={<PortalLoginButton LinkComponent={RouterAnchor} />}
    >
      <Outlet />
    </PublicFrame>
  );
}
