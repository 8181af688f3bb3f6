import { Navigate, useLocation } from 'react-router';

/** Sends a moved address to its new one with what followed the path (filters, a fragment). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
