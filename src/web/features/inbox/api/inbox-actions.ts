import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { conversationSchema, messageSchema } from '@shared/conversations.ts';
import { conversationDetailSchema, noteSchema } from '@shared/notes.ts';
import { agentPersonalitySchema, personalityInputSchema } from '@shared/personality.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { inboxQueryKey } from '@web/lib/query-keys.ts';

export const conversationKey = (id: string) => [...inboxQueryKey, 'conversation', id];

/** One open conversation with its messages and notes; live events refresh it (under the inbox's key). */
export const useInboxConversation = (id: string) =>
  useQuery({
    queryKey: conversationKey(id),
    queryFn: async () =>
      conversationDetailSchema.parse(await apiFetch(apiPath(apiPaths.conversation, { id }))),
  });

/** The custom responses a person can start a reply from: the agent's, or the account's. */
export const useCustomResponses = (agentId: string | null) =>
  useQuery({
    queryKey: [...inboxQueryKey, 'responses', agentId],
    queryFn: async () =>
      agentId
        ? agentPersonalitySchema.parse(
            await apiFetch(apiPath(apiPaths.agentPersonality, { id: agentId })),
          ).personality.customResponses
        : personalityInputSchema.parse(await apiFetch(apiPaths.personality)).customResponses,
  });

type Action = 'take-over' | 'hand-back' | 'close';
const actionPaths = {
  'take-over': apiPaths.conversationTakeOver,
  'hand-back': apiPaths.conversationHandBack,
  close: apiPaths.conversationClose,
} as const;

/** Take over, hand back or close; the inbox is read again whatever the outcome. */
export function useConversationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) =>
      conversationSchema.parse(
        await apiFetch(apiPath(actionPaths[action], { id }), { method: 'POST' }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}

export function useReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      messageSchema.parse(
        await apiFetch(apiPath(apiPaths.conversationReplies, { id }), {
          method: 'POST',
          body: { text },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKey(id) }),
  });
}

/** A note for the team; the transcript is read again to show it where it belongs. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      noteSchema.parse(
        await apiFetch(apiPath(apiPaths.conversationNotes, { id }), {
          method: 'POST',
          body: { text },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKey(id) }),
  });
}
