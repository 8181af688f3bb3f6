import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  identitySecretSchema,
  type WebchatSettings,
  type WebchatSettingsInput,
  webchatSettingsSchema,
} from '@shared/webchat.ts';
import { apiFetch } from '@web/lib/api-client.ts';

const webchatKey = (agentId: string) => ['webchat', agentId] as const;

const pathOf = (agentId: string) => apiPath(apiPaths.agentWebchat, { id: agentId });

/** The agent's widget settings; the server makes them with the defaults on first use. */
export const useWebchatSettings = (agentId: string) =>
  useQuery({
    queryKey: webchatKey(agentId),
    queryFn: async () => webchatSettingsSchema.parse(await apiFetch(pathOf(agentId))),
  });

export function useSaveWebchatSettings(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebchatSettingsInput): Promise<WebchatSettings> =>
      webchatSettingsSchema.parse(await apiFetch(pathOf(agentId), { method: 'PUT', body: input })),
    onSuccess: (saved) => queryClient.setQueryData(webchatKey(agentId), saved),
  });
}

/** A new identity secret: answered this once, so only the caller ever holds it. */
export function useRenewIdentitySecret(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      identitySecretSchema.parse(
        await apiFetch(apiPath(apiPaths.agentWebchatSecret, { id: agentId }), { method: 'POST' }),
      ),
    onSuccess: ({ settings }) => queryClient.setQueryData(webchatKey(agentId), settings),
  });
}
