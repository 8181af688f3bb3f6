import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Personality, personalityInputSchema } from '@shared/personality.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { personalityQueryKey } from '@web/lib/query-keys.ts';

export async function getPersonality(): Promise<Personality> {
  return personalityInputSchema.parse(await apiFetch(apiPaths.personality));
}

export const personalityQueryOptions = () =>
  queryOptions({ queryKey: personalityQueryKey, queryFn: getPersonality });

export const usePersonality = () => useQuery(personalityQueryOptions());
