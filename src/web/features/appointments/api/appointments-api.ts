import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  availabilitySchema,
  type BookingInput,
  bookingListSchema,
  bookingSchema,
  bookingSettingsSchema,
  type BookingSettingsInput,
  LISTED_BOOKING_DAYS,
  serviceListSchema,
  serviceSchema,
  type ServiceInput,
} from '@shared/bookings.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** The Appointments screen's reads and writes: hours and time zone, services, bookings. */

const settingsQuery = queryOptions({
  queryKey: ['booking-settings'],
  queryFn: async () => bookingSettingsSchema.parse(await apiFetch(apiPaths.bookingSettings)),
});

const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: async () => serviceListSchema.parse(await apiFetch(apiPaths.services)).services,
});

const bookingsQuery = queryOptions({
  queryKey: ['bookings', 'upcoming'],
  queryFn: async () =>
    bookingListSchema.parse(await apiFetch(`${apiPaths.bookings}?days=${LISTED_BOOKING_DAYS}`))
      .bookings,
});

export const useBookingSettings = () => useQuery(settingsQuery);
export const useServices = () => useQuery(servicesQuery);
export const useUpcomingBookings = () => useQuery(bookingsQuery);

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingSettingsInput) =>
      bookingSettingsSchema.parse(
        await apiFetch(apiPaths.bookingSettings, { method: 'PUT', body: input }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      // The time zone decides which days the list covers.
      void queryClient.invalidateQueries({ queryKey: bookingsQuery.queryKey });
    },
  });
}

export function useAddService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceInput) =>
      serviceSchema.parse(await apiFetch(apiPaths.services, { method: 'POST', body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey }),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(apiPath(apiPaths.service, { id }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey }),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      bookingSchema.parse(
        await apiFetch(apiPath(apiPaths.bookingCancel, { id }), { method: 'POST' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQuery.queryKey }),
  });
}

/** A service's free slots on one day (YYYY-MM-DD in the business's time zone). */
export function useFreeSlots(serviceId: string, day: string) {
  return useQuery({
    queryKey: ['availability', serviceId, day],
    enabled: Boolean(serviceId && day),
    queryFn: async () =>
      availabilitySchema.parse(
        await apiFetch(
          `${apiPath(apiPaths.serviceAvailability, { id: serviceId })}?from=${day}&days=1`,
        ),
      ),
  });
}

export function useBookByHand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingInput) =>
      bookingSchema.parse(await apiFetch(apiPaths.bookings, { method: 'POST', body: input })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQuery.queryKey });
      // Whether it was made or the time was taken meanwhile, the free times have changed.
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}
