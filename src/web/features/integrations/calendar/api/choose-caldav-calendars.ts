import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type CaldavChoices,
  type CaldavConnection,
  caldavConnectionSchema,
} from '@shared/caldav-connection.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { caldavQueryKey } from './get-caldav-connection.ts';

export async function chooseCaldavCalendars(choices: CaldavChoices): Promise<CaldavConnection> {
  return caldavConnectionSchema.parse(
    await apiFetch(apiPaths.appleCalendar, { method: 'PATCH', body: choices }),
  );
}

/** Saves which calendars block time and which receives bookings. */
export function useChooseCaldavCalendars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCaldavCalendars,
    onSuccess: (connection) => queryClient.setQueryData(caldavQueryKey, connection),
  });
}
