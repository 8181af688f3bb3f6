import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentListSchema, type AgentList } from '@shared/agents.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const agentsUrl = '/api/v1/agents';

export const agentsQueryKey = ['agents'] as const;

export async function getAgents(): Promise<AgentList> {
  return agentListSchema.parse(await apiFetch(agentsUrl));
}

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: agentsQueryKey, queryFn: getAgents });

export const useAgents = () => useQuery(agentsQueryOptions());

export const agentUrl = (id: string) => `${agentsUrl}/${encodeURIComponent(id)}`;
