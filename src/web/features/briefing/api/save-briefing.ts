import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BriefingInput, type SavedBriefing, savedBriefingSchema } from '@shared/briefing.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { briefingQueryKey, personalityQueryKey } from '@web/lib/query-keys.ts';

export async function saveBriefing(input: BriefingInput): Promise<SavedBriefing> {
  return savedBriefingSchema.parse(
    await apiFetch(apiPaths.briefing, { method: 'PUT', body: input }),
  );
}

/**
 * 'Activate AI Assistant': the stored briefing replaces the cached one, and the personality
 * (which shares its tone and templates) is read again.
 */
export function useSaveBriefing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBriefing,
    onSuccess: async (saved) => {
      queryClient.setQueryData(briefingQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: personalityQueryKey });
    },
  });
}
