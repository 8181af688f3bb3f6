import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Personality,
  type PersonalityInput,
  personalityInputSchema,
} from '@shared/personality.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { personalityQueryKey } from './get-personality.ts';

export async function savePersonality(input: PersonalityInput): Promise<Personality> {
  return personalityInputSchema.parse(
    await apiFetch(apiPaths.personality, { method: 'PUT', body: input }),
  );
}

/** 'Save Changes': the stored settings replace the cached ones. */
export function useSavePersonality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonality,
    onSuccess: (saved) => queryClient.setQueryData(personalityQueryKey, saved),
  });
}
