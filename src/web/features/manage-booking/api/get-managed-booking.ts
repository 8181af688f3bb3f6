import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, publicApiPaths } from '@shared/api-paths.ts';
import { managedBookingSchema } from '@shared/bookings.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** The booking the link's token opens, as its customer sees it. */
export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: ['managed-booking', token],
    queryFn: async () =>
      managedBookingSchema.parse(await apiFetch(apiPath(publicApiPaths.managedBooking, { token }))),
  });

export const useManagedBooking = (token: string) => useQuery(managedBookingQuery(token));
