import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@web/lib/api-client.ts';

/**
 * Portal data changes only through the portal itself, so a short freshness window saves
 * requests; a 4xx answer will not change by asking again, so only other failures are retried.
 */
export const createPortalQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
