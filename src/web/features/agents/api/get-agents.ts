import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentListSchema, type AgentList } from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const agentsQueryKey = ['agents'] as const;

export async function getAgents(): Promise<AgentList> {
  return agentListSchema.parse(await apiFetch(apiPaths.agents));
}

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: agentsQueryKey, queryFn: getAgents });

export const useAgents = () => useQuery(agentsQueryOptions());
