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
