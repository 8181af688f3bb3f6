import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePushDevice,
  fetchPushPublicKey,
  pushDevicesKey,
  savePushSubscription,
  usePushDevices,
} from './api/push-devices.ts';
import {
  currentSubscription,
  pushSupport,
  subscribeThisBrowser,
  subscriptionInput,
} from './browser-push.ts';

/** Where browser notifications stand on this device, each said in words on the profile. */
export type BrowserNotificationsState =
  'checking' | 'unsupported' | 'install-first' | 'blocked' | 'on' | 'off';

const thisBrowserKey = ['push-this-browser'] as const;

/**
 * Browser notifications on this device: its state, turning them on and off, and the member's
 * devices. On means this browser has a subscription and the server holds it for this member
 * (another member who signed in on this browser later took it over, or its push service
 * dropped it, and it is off again here).
 */
export function useBrowserNotifications() {
  const support = pushSupport();
  const queryClient = useQueryClient();
  const devices = usePushDevices();
  const thisBrowser = useQuery({
    queryKey: thisBrowserKey,
    enabled: support === 'supported',
    queryFn: async () => ({
      permission: Notification.permission,
      endpoint: (await currentSubscription())?.endpoint ?? null,
    }),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: thisBrowserKey }),
      queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
    ]);

  const turnOn = useMutation({
    mutationFn: async () => {
      const subscription = await subscribeThisBrowser(await fetchPushPublicKey());
      if (subscription === 'denied') return;
      await savePushSubscription(subscriptionInput(subscription));
    },
    onSettled: refresh,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      const device = devices.data?.find((d) => d.endpoint === subscription?.endpoint);
      if (device) await deletePushDevice(device.id);
      await subscription?.unsubscribe();
    },
    onSettled: refresh,
  });

  const endpoint = thisBrowser.data?.endpoint ?? null;
  let state: BrowserNotificationsState;
  if (support !== 'supported') state = support;
  else if (!thisBrowser.data || !devices.data) state = 'checking';
  else if (thisBrowser.data.permission === 'denied') state = 'blocked';
  else if (endpoint && devices.data.some((d) => d.endpoint === endpoint)) state = 'on';
  else state = 'off';

  return { state, devices, thisEndpoint: endpoint, turnOn, turnOff };
}
