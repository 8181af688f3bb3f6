import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, publicApiPaths } from '@shared/api-paths.ts';
import { managedBookingSchema } from '@shared/bookings.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { managedBookingQuery } from './get-managed-booking.ts';

/** Cancels the booking; the answer is the booking as it now is. */
export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      managedBookingSchema.parse(
        await apiFetch(apiPath(publicApiPaths.managedBookingCancel, { token }), { method: 'POST' }),
      ),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQuery(token).queryKey, booking),
  });
}
