import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type AuditAction, auditPageSchema } from '@shared/audit.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export type AuditFilters = { action: AuditAction | ''; actor: string };

/** The audit log, newest first, a page at a time, with the screen's filters. */
export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['audit-log', filters] as const,
      initialPageParam: '',
      queryFn: async ({ pageParam }) => {
        const query = new URLSearchParams();
        if (filters.action) query.set('action', filters.action);
        if (filters.actor.trim()) query.set('actor', filters.actor.trim());
        if (pageParam) query.set('cursor', pageParam);
        return auditPageSchema.parse(await apiFetch(`${apiPaths.auditLog}?${query}`));
      },
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );
