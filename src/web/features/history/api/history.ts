import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { conversationDetailSchema } from '@shared/notes.ts';
import {
  conversationDeletedSchema,
  erasedContactSchema,
  type ExportFormat,
  type HistoryFilter,
  historyPageSchema,
  historySearch,
} from '@shared/history.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { historyQueryKey } from '@web/lib/query-keys.ts';

/** The filtered history page by page: `fetchNextPage` adds older conversations. */
export const useHistory = (filter: HistoryFilter) =>
  useInfiniteQuery({
    queryKey: [...historyQueryKey, filter],
    queryFn: async ({ pageParam }) =>
      historyPageSchema.parse(
        await apiFetch(
          apiPaths.conversations + historySearch(filter, pageParam ? { cursor: pageParam } : {}),
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Where the browser downloads the export of the filtered history. */
export const exportHref = (filter: HistoryFilter, format: ExportFormat) =>
  apiPaths.conversationsExport + historySearch(filter, { format });

export const conversationExportHref = (id: string, format: ExportFormat) =>
  `${apiPath(apiPaths.conversationExport, { id })}?format=${format}`;

export const useConversation = (id: string) =>
  useQuery({
    queryKey: [...historyQueryKey, 'conversation', id],
    queryFn: async () =>
      conversationDetailSchema.parse(await apiFetch(apiPath(apiPaths.conversation, { id }))),
  });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      conversationDeletedSchema.parse(
        await apiFetch(apiPath(apiPaths.conversation, { id }), { method: 'DELETE' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });
}

export function useEraseContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      erasedContactSchema.parse(
        await apiFetch(apiPath(apiPaths.contact, { id }), { method: 'DELETE' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });
}
