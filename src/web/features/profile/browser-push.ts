import type { PushSubscriptionInput } from '@shared/push-notifications.ts';
import { registerServiceWorker } from '@web/lib/service-worker.ts';

/**
 * What this browser can do about notifications: they work; it has none (an older browser, or
 * iPhone and iPad outside an app added to the Home Screen, where Safari offers them only).
 */
export type PushSupport = 'supported' | 'unsupported' | 'install-first';

export function pushSupport(): PushSupport {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  if (supported) return 'supported';
  const appleMobile =
    typeof navigator !== 'undefined' &&
    (/iPhone|iPad|iPod/.test(navigator.userAgent) ||
      // iPadOS asks for the desktop site: a Mac with a touch screen is an iPad.
      (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1));
  return appleMobile ? 'install-first' : 'unsupported';
}

/** The browser's own subscription of this site, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const sameKey = (subscription: PushSubscription, publicKey: string) => {
  const key = subscription.options.applicationServerKey;
  return key !== null && base64url(key) === publicKey;
};

/** The subscription as the server takes it (`PushSubscription.toJSON()`). */
export const subscriptionInput = (subscription: PushSubscription) =>
  subscription.toJSON() as PushSubscriptionInput;

/**
 * Asks for permission (only from a click: browsers refuse a prompt nobody asked for) and
 * subscribes this browser with the server's key. A subscription made with another key (the
 * server's pair was replaced) is dropped and made again.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<PushSubscription | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
}
