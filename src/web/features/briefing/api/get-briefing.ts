import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SavedBriefing, savedBriefingSchema } from '@shared/briefing.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const briefingUrl = '/api/v1/briefing';

export const briefingQueryKey = ['briefing'] as const;

export async function getBriefing(): Promise<SavedBriefing> {
  return savedBriefingSchema.parse(await apiFetch(briefingUrl));
}

export const briefingQueryOptions = () =>
  queryOptions({ queryKey: briefingQueryKey, queryFn: getBriefing });

export const useBriefing = () => useQuery(briefingQueryOptions());
