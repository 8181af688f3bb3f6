import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import type { InboxView } from '@shared/assignment.ts';
import { inboxSchema } from '@shared/inbox.ts';
import { apiFetch } from './api-client.ts';
import { inboxQueryKey } from './query-keys.ts';

/**
 * The open conversations in a view and how many wait: the inbox's list and the sidebar's count
 * (everyone's).
 */
export const useInbox = (view: InboxView = 'all') =>
  useQuery({
    queryKey: [...inboxQueryKey, 'list', view],
    queryFn: async () =>
      inboxSchema.parse(await apiFetch(`${apiPaths.inbox}?view=${encodeURIComponent(view)}`)),
  });
