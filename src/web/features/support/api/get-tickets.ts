import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { pageSearch } from '@shared/pagination.ts';
import { ticketListSchema, type TicketList } from '@shared/support.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const ticketsQueryKey = ['tickets'] as const;

/** One page of the account's tickets, newest first; `cursor` is the previous page's nextCursor. */
export async function getTickets(cursor?: string): Promise<TicketList> {
  return ticketListSchema.parse(await apiFetch(apiPaths.tickets + pageSearch({ cursor })));
}

/** The tickets page by page: `fetchNextPage` adds the next older page while `hasNextPage`. */
export const useTickets = () =>
  useInfiniteQuery({
    queryKey: ticketsQueryKey,
    queryFn: ({ pageParam }) => getTickets(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
