import { useRouteError } from 'react-router';
import { ErrorScreen } from '@web/components/error-screen.tsx';

/** The router's last resort, instead of its bare default: any error no screen caught. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} fullPage />;
}
