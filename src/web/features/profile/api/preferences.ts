import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type Preferences, preferencesSchema } from '@shared/preferences.ts';
import { apiFetch } from '@web/lib/api-client.ts';

const preferencesKey = ['preferences'] as const;

export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: async () => preferencesSchema.parse(await apiFetch(apiPaths.preferences)),
  });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: Preferences) =>
      preferencesSchema.parse(
        await apiFetch(apiPaths.preferences, { method: 'PUT', body: preferences }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
