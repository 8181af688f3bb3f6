import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type GoogleConnection, googleConnectionSchema } from '@shared/google-calendar.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { googleQueryKey } from './get-google-connection.ts';

export async function disconnectGoogle(): Promise<GoogleConnection> {
  return googleConnectionSchema.parse(
    await apiFetch(apiPaths.googleCalendar, { method: 'DELETE' }),
  );
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogle,
    onSuccess: (connection) => queryClient.setQueryData(googleQueryKey, connection),
  });
}
