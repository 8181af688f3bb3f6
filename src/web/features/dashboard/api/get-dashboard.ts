import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { dashboardSchema } from '@shared/dashboard.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { dashboardQueryKey } from '@web/lib/query-keys.ts';

export const useDashboard = () =>
  useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async () => dashboardSchema.parse(await apiFetch(apiPaths.dashboard)),
    // The checklist ticks steps done on other screens (a briefing saved, a WhatsApp number
    // connected), which refresh nothing here: coming back always asks again.
    refetchOnMount: 'always',
  });
