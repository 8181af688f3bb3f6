import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type TelegramConnection,
  telegramConnectionSchema,
  type TelegramTokenInput,
} from '@shared/telegram.ts';
import { apiFetch } from '@web/lib/api-client.ts';

const telegramKey = (agentId: string) => ['telegram', agentId] as const;

const pathOf = (agentId: string) => apiPath(apiPaths.agentTelegram, { id: agentId });

/** The agent's Telegram bot: its @username and how its messages arrive, never its token. */
export const useTelegramConnection = (agentId: string) =>
  useQuery({
    queryKey: telegramKey(agentId),
    queryFn: async () => telegramConnectionSchema.parse(await apiFetch(pathOf(agentId))),
  });

export function useConnectTelegram(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TelegramTokenInput): Promise<TelegramConnection> =>
      telegramConnectionSchema.parse(
        await apiFetch(pathOf(agentId), { method: 'PUT', body: input }),
      ),
    onSuccess: (connection) => queryClient.setQueryData(telegramKey(agentId), connection),
  });
}

export function useDisconnectTelegram(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TelegramConnection> =>
      telegramConnectionSchema.parse(await apiFetch(pathOf(agentId), { method: 'DELETE' })),
    onSuccess: (connection) => queryClient.setQueryData(telegramKey(agentId), connection),
  });
}
