import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type GoogleChoices,
  type GoogleConnection,
  googleConnectionSchema,
} from '@shared/google-calendar.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { googleQueryKey } from './get-google-connection.ts';

export async function chooseGoogleCalendars(choices: GoogleChoices): Promise<GoogleConnection> {
  return googleConnectionSchema.parse(
    await apiFetch(apiPaths.googleCalendar, { method: 'PATCH', body: choices }),
  );
}

/** Saves which Google calendars block time and which receives bookings. */
export function useChooseGoogleCalendars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseGoogleCalendars,
    onSuccess: (connection) => queryClient.setQueryData(googleQueryKey, connection),
  });
}
