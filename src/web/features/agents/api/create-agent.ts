import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Agent, type AgentInput, agentSchema } from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { agentsQueryKey } from '@web/lib/query-keys.ts';

export async function createAgent(input: AgentInput): Promise<Agent> {
  return agentSchema.parse(await apiFetch(apiPaths.agents, { method: 'POST', body: input }));
}

/** The grid shows the new agent once the server has stored it. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
