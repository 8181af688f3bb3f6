import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarConnectionSchema,
  type CalendarConnection,
  type CalendarProvider,
} from '@shared/integrations.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { calendarQueryKey, calendarUrl } from './get-calendar-connection.ts';

export async function disconnectCalendar(provider: CalendarProvider): Promise<CalendarConnection> {
  return calendarConnectionSchema.parse(
    await apiFetch(calendarUrl(provider), { method: 'DELETE' }),
  );
}

export function useDisconnectCalendar(provider: CalendarProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectCalendar(provider),
    onSuccess: (connection) => queryClient.setQueryData(calendarQueryKey(provider), connection),
  });
}
