import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { bookingSettingsSchema } from '@shared/bookings.ts';
import { type OfficeHoursInput, officeHoursSchema } from '@shared/office-hours.ts';
import { apiFetch } from '@web/lib/api-client.ts';

const officeHoursQuery = queryOptions({
  queryKey: ['office-hours'],
  queryFn: async () => officeHoursSchema.parse(await apiFetch(apiPaths.officeHours)),
});

export const useOfficeHours = () => useQuery(officeHoursQuery);

/** Saves the hours (PUT) or removes them (DELETE: always open); the answer is the new state. */
export function useChangeOfficeHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OfficeHoursInput | null) =>
      officeHoursSchema.parse(
        await apiFetch(
          apiPaths.officeHours,
          input ? { method: 'PUT', body: input } : { method: 'DELETE' },
        ),
      ),
    onSuccess: (saved) => queryClient.setQueryData(officeHoursQuery.queryKey, saved),
  });
}

/** The booking hours, read once to copy them in as a start. */
export const fetchBookingHours = async () =>
  bookingSettingsSchema.parse(await apiFetch(apiPaths.bookingSettings));
