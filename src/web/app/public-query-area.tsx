import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createPortalQueryClient } from './portal-query-client.ts';

/**
 * Public pages that read the API through queries (a customer's booking), with a cache of
 * their own: nobody signs in there, so no session is asked for either.
 */
export default function PublicQueryArea() {
  // The portal's rules suit them too: a refusal (4xx) is not asked again, a failure twice more.
  const [queryClient] = useState(createPortalQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
