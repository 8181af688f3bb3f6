import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { inboxSchema } from '@shared/inbox.ts';
import { apiFetch } from './api-client.ts';
import { inboxQueryKey } from './query-keys.ts';

/** The open conversations and how many wait: the inbox's list and the sidebar's count. */
export const useInbox = () =>
  useQuery({
    queryKey: inboxQueryKey,
    queryFn: async () => inboxSchema.parse(await apiFetch(apiPaths.inbox)),
  });
