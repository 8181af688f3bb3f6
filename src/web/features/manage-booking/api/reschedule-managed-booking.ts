import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, publicApiPaths } from '@shared/api-paths.ts';
import { managedBookingSchema } from '@shared/bookings.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { managedAvailabilityKey } from './get-managed-availability.ts';
import { managedBookingQuery } from './get-managed-booking.ts';

/** Moves the booking to a free time (its start, as the free times give it). */
export function useRescheduleManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (startsAt: string) =>
      managedBookingSchema.parse(
        await apiFetch(apiPath(publicApiPaths.managedBookingReschedule, { token }), {
          method: 'POST',
          body: { startsAt },
        }),
      ),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQuery(token).queryKey, booking),
    // Moved or taken meanwhile, the free times have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedAvailabilityKey(token) }),
  });
}
