import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  type AgentPersonality,
  agentPersonalitySchema,
  type PersonalityInput,
} from '@shared/personality.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { personalityQueryKey } from '@web/lib/query-keys.ts';

// Under the account's key: saving the account's personality refreshes the agents that use it.
const agentPersonalityKey = (agentId: string) => [...personalityQueryKey, 'agent', agentId];

const pathOf = (agentId: string) => apiPath(apiPaths.agentPersonality, { id: agentId });

export const useAgentPersonality = (agentId: string) =>
  useQuery({
    queryKey: agentPersonalityKey(agentId),
    queryFn: async () => agentPersonalitySchema.parse(await apiFetch(pathOf(agentId))),
  });

/** Saves the agent's own personality, or (null) lets it use the account's again. */
export function useSaveAgentPersonality(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PersonalityInput | null): Promise<AgentPersonality> =>
      agentPersonalitySchema.parse(
        await apiFetch(
          pathOf(agentId),
          input ? { method: 'PUT', body: input } : { method: 'DELETE' },
        ),
      ),
    onSuccess: (saved) => queryClient.setQueryData(agentPersonalityKey(agentId), saved),
  });
}
