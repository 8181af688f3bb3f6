import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentListSchema, type AgentList } from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from './api-client.ts';
import { agentsQueryKey } from './query-keys.ts';

export async function getAgents(): Promise<AgentList> {
  return agentListSchema.parse(await apiFetch(apiPaths.agents));
}

export const agentsQuery = queryOptions({ queryKey: agentsQueryKey, queryFn: getAgents });

/** The account's agents: their cards, their thresholds, and the filters that name them. */
export const useAgents = () => useQuery(agentsQuery);
