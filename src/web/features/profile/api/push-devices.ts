import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
  type PushSubscriptionInput,
} from '@shared/push-notifications.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const pushDevicesKey = ['push-devices'] as const;

/** The member's devices with browser notifications. */
export const usePushDevices = () =>
  useQuery({
    queryKey: pushDevicesKey,
    queryFn: async () =>
      pushDeviceListSchema.parse(await apiFetch(apiPaths.pushSubscriptions)).devices,
  });

/** The server's VAPID key, which the browser subscribes with. */
export const fetchPushPublicKey = async () =>
  pushPublicKeySchema.parse(await apiFetch(apiPaths.pushPublicKey)).publicKey;

/** Saves this browser's subscription for the member. */
export const savePushSubscription = async (subscription: PushSubscriptionInput) =>
  pushDeviceSchema.parse(
    await apiFetch(apiPaths.pushSubscriptions, { method: 'POST', body: subscription }),
  );

export const deletePushDevice = (id: string) =>
  apiFetch(apiPath(apiPaths.pushSubscription, { id }), { method: 'DELETE' });

/** Removes one device from the list (another browser of the member's). */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePushDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
  });
}
