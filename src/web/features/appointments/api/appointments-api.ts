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
  type RescheduleInput,
  type ResourceInput,
  resourceListSchema,
  resourceSchema,
  type ResourceUpdate,
  serviceListSchema,
  serviceSchema,
  type ServiceInput,
  type ServiceUpdate,
} from '@shared/bookings.ts';
import { apiFetch } from '@web/lib/api-client.ts';

/** The Appointments screen's reads and writes: hours and time zone, services, who gives them, bookings. */

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

const resourcesQuery = queryOptions({
  queryKey: ['resources'],
  queryFn: async () => resourceListSchema.parse(await apiFetch(apiPaths.resources)).resources,
});

export const useBookingSettings = () => useQuery(settingsQuery);
export const useResources = () => useQuery(resourcesQuery);
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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      // The first service brings the account its first resource.
      void queryClient.invalidateQueries({ queryKey: resourcesQuery.queryKey });
    },
  });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: ServiceUpdate & { id: string }) =>
      serviceSchema.parse(
        await apiFetch(apiPath(apiPaths.service, { id }), { method: 'PATCH', body: input }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      // Who gives it decides its free times.
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
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

/**
 * A service's free slots on one day (YYYY-MM-DD in the business's time zone); with `moving`,
 * that booking's own time counts as free.
 */
export function useFreeSlots(serviceId: string, day: string, moving?: string) {
  return useQuery({
    queryKey: ['availability', serviceId, day, moving ?? null],
    enabled: Boolean(serviceId && day),
    queryFn: async () => {
      const query = new URLSearchParams({ from: day, days: '1', ...(moving ? { moving } : {}) });
      return availabilitySchema.parse(
        await apiFetch(`${apiPath(apiPaths.serviceAvailability, { id: serviceId })}?${query}`),
      );
    },
  });
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: RescheduleInput & { id: string }) =>
      bookingSchema.parse(
        await apiFetch(apiPath(apiPaths.bookingReschedule, { id }), {
          method: 'POST',
          body: input,
        }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}

export function useAddResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResourceInput) =>
      resourceSchema.parse(await apiFetch(apiPaths.resources, { method: 'POST', body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourcesQuery.queryKey });
      // A new one gives every service.
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
    },
  });
}

export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: ResourceUpdate & { id: string }) =>
      resourceSchema.parse(
        await apiFetch(apiPath(apiPaths.resource, { id }), { method: 'PATCH', body: input }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourcesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(apiPath(apiPaths.resource, { id }), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourcesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
    },
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
