import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Personality,
  type PersonalityInput,
  personalityInputSchema,
} from '@shared/personality.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { briefingQueryKey, personalityQueryKey } from '@web/lib/query-keys.ts';

export async function savePersonality(input: PersonalityInput): Promise<Personality> {
  return personalityInputSchema.parse(
    await apiFetch(apiPaths.personality, { method: 'PUT', body: input }),
  );
}

/**
 * 'Save Changes': the stored settings replace the cached ones; the agents that use them and
 * the briefing (which shares the tone and custom responses) are read again.
 */
export function useSavePersonality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonality,
    onSuccess: async (saved) => {
      queryClient.setQueryData(personalityQueryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: personalityQueryKey, exact: false }),
        queryClient.invalidateQueries({ queryKey: briefingQueryKey }),
      ]);
    },
  });
}
