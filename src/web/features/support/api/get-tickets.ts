import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketListSchema, type TicketList } from '@shared/support.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const ticketsUrl = '/api/v1/tickets';

export const ticketsQueryKey = ['tickets'] as const;

export async function getTickets(): Promise<TicketList> {
  return ticketListSchema.parse(await apiFetch(ticketsUrl));
}

export const useTickets = () =>
  useQuery(queryOptions({ queryKey: ticketsQueryKey, queryFn: getTickets }));
