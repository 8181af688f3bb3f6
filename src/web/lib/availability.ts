import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '@shared/api-paths.ts';
import {
  ACTIVITY_HEARTBEAT_MS,
  availabilitySchema,
  type AvailabilityStatus,
} from '@shared/assignment.ts';
import { apiFetch } from './api-client.ts';

export const availabilityQueryKey = ['availability'] as const;

/** The signed-in person's own availability: the top bar's control. */
export const useAvailability = () =>
  useQuery({
    queryKey: availabilityQueryKey,
    queryFn: async () => availabilitySchema.parse(await apiFetch(apiPaths.myAvailability)),
  });

export const putAvailability = async (status: AvailabilityStatus) =>
  availabilitySchema.parse(
    await apiFetch(apiPaths.myAvailability, { method: 'PUT', body: { status } }),
  );

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAvailability,
    onSuccess: (availability) => queryClient.setQueryData(availabilityQueryKey, availability),
  });
}

/**
 * Tells the server the person is using the portal: once when it opens, then on a key or a
 * pointer at most once a heartbeat, so an unattended tab lets them turn away.
 */
export function usePortalHeartbeat() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = 0;
    const beat = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_HEARTBEAT_MS) return;
      last = now;
      void apiFetch(apiPaths.myActivity, { method: 'POST' }).then(
        (answer) =>
          queryClient.setQueryData(availabilityQueryKey, availabilitySchema.parse(answer)),
        () => undefined,
      );
    };
    beat();
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, beat, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, beat);
    };
  }, [queryClient]);
}
