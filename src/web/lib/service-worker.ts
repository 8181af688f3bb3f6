import { webAppFiles } from '@shared/web-app.ts';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the portal's service worker (browser notifications, the offline page) once per
 * page. A browser without service workers, or the dev server, which has no built worker,
 * simply goes without: nothing in the portal waits for it.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return Promise.resolve(undefined);
  }
  registration ??= navigator.serviceWorker
    .register(webAppFiles.serviceWorker, { scope: '/' })
    .catch(() => undefined);
  return registration;
}

/**
 * Ends this browser's push subscription, so a device signed out of shows no more of the
 * account's customers. The server is not asked (the session is gone): the push service answers
 * the next notification with 410, and the server forgets the device then.
 */
export async function unsubscribeThisBrowser() {
  const worker = await registerServiceWorker();
  const subscription = await worker?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
