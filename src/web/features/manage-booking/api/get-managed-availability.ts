import { useQuery } from '@tanstack/react-query';
import { apiPath, publicApiPaths } from '@shared/api-paths.ts';
import { availabilitySchema, MANAGE_BOOKING_DAYS } from '@shared/bookings.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** Every read of the booking's free times, whichever days: what a move or a cancel makes stale. */
export const managedAvailabilityKey = (token: string) => ['managed-booking', token, 'free-times'];

/** The free times of the booking's service in MANAGE_BOOKING_DAYS from `from` (YYYY-MM-DD). */
export function useManagedAvailability(token: string, from: string) {
  return useQuery({
    queryKey: [...managedAvailabilityKey(token), from],
    queryFn: async () =>
      availabilitySchema.parse(
        await apiFetch(
          `${apiPath(publicApiPaths.managedBookingAvailability, { token })}?from=${from}&days=${MANAGE_BOOKING_DAYS}`,
        ),
      ),
  });
}
