import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import type { Dashboard } from '@shared/dashboard.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { dashboardQueryKey } from '@web/lib/query-keys.ts';

export async function dismissOnboarding(): Promise<void> {
  await apiFetch(apiPaths.onboardingDismissal, { method: 'POST' });
}

/** Dismisses the getting-started checklist: it leaves the dashboard once the server agrees. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOnboarding,
    onSuccess: () =>
      queryClient.setQueryData<Dashboard>(dashboardQueryKey, (dashboard) =>
        dashboard ? { ...dashboard, onboarding: null } : dashboard,
      ),
  });
}
