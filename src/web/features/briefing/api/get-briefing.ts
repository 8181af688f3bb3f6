import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SavedBriefing, savedBriefingSchema } from '@shared/briefing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { briefingQueryKey } from '@web/lib/query-keys.ts';

export async function getBriefing(): Promise<SavedBriefing> {
  return savedBriefingSchema.parse(await apiFetch(apiPaths.briefing));
}

export const briefingQueryOptions = () =>
  queryOptions({ queryKey: briefingQueryKey, queryFn: getBriefing });

export const useBriefing = () => useQuery(briefingQueryOptions());
