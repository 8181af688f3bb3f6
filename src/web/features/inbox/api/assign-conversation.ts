import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { teammatesSchema } from '@shared/assignment.ts';
import { conversationSchema } from '@shared/conversations.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { inboxQueryKey } from '@web/lib/query-keys.ts';

/** The team with each person's availability: whom a conversation can be given to. */
export const useTeammates = (enabled: boolean) =>
  useQuery({
    queryKey: [...inboxQueryKey, 'teammates'],
    queryFn: async () => teammatesSchema.parse(await apiFetch(apiPaths.teammates)).teammates,
    enabled,
  });

/** Gives the conversation to a teammate, or to nobody; the inbox is read again. */
export function useAssignConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string | null) =>
      conversationSchema.parse(
        await apiFetch(apiPath(apiPaths.conversationAssignee, { id }), {
          method: 'PUT',
          body: { userId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}
