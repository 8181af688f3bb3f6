import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Agent, agentSchema } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export async function getAgent(id: string): Promise<Agent> {
  return agentSchema.parse(await apiFetch(apiPath(apiPaths.agent, { id })));
}

export const useAgent = (id: string) =>
  useQuery(queryOptions({ queryKey: ['agents', id], queryFn: () => getAgent(id) }));
