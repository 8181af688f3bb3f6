import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Personality, personalityInputSchema } from '@shared/personality.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const personalityUrl = '/api/v1/personality';

export const personalityQueryKey = ['personality'] as const;

export async function getPersonality(): Promise<Personality> {
  return personalityInputSchema.parse(await apiFetch(personalityUrl));
}

export const personalityQueryOptions = () =>
  queryOptions({ queryKey: personalityQueryKey, queryFn: getPersonality });

export const usePersonality = () => useQuery(personalityQueryOptions());
