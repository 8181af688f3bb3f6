/// <reference lib="webworker" />
/**
 * The portal's service worker. It does three things and no more: shows the browser
 * notifications the server pushes, opens the portal where one points when it is clicked, and
 * shows the offline page when a portal page cannot be loaded. It caches nothing else (never
 * the API, never the app's files), so the portal loads exactly as it would without it.
 */
import { pushCopy } from '@shared/push-copy.ts';
import type { PushMessage } from '@shared/push-notifications.ts';
import { paths } from '@shared/paths.ts';
import { offlineCacheName, webAppFiles } from '@shared/web-app.ts';

const worker = self as unknown as ServiceWorkerGlobalScope;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(offlineCacheName)
      .then((cache) => cache.addAll([webAppFiles.offlinePage, webAppFiles.icon192])),
  );
  // Nothing this worker does depends on the page that registered it: it may take over at once.
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== offlineCacheName).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

const isPortalPage = (url: URL) =>
  url.origin === worker.location.origin &&
  (url.pathname === paths.portal.root || url.pathname.startsWith(`${paths.portal.root}/`));

// Network first, always: the offline page only when the network gives no answer at all.
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || !isPortalPage(new URL(request.url))) return;
  event.respondWith(
    fetch(request).catch(async () => {
      const offline = await caches.match(webAppFiles.offlinePage);
      return offline ?? Response.error();
    }),
  );
});

/** The server's message, or the general one if a push came without a readable one. */
function messageOf(event: PushEvent): PushMessage {
  const fallback = {
    title: pushCopy.waitingTitle,
    body: '',
    url: paths.portal.liveConversations,
    tag: 'waiting',
  };
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    return {
      title: typeof data?.title === 'string' ? data.title : fallback.title,
      body: typeof data?.body === 'string' ? data.body : fallback.body,
      url: typeof data?.url === 'string' ? data.url : fallback.url,
      tag: typeof data?.tag === 'string' ? data.tag : fallback.tag,
    };
  } catch {
    return fallback;
  }
}

worker.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: webAppFiles.icon192,
      badge: webAppFiles.badge,
      data: { url: message.url },
    }),
  );
});

/** A portal address of this site: a notification never sends anyone elsewhere. */
function portalUrl(value: unknown) {
  const url = new URL(
    typeof value === 'string' ? value : paths.portal.root,
    worker.location.origin,
  );
  return isPortalPage(url) ? url.href : new URL(paths.portal.root, worker.location.origin).href;
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = portalUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A portal tab (or the installed app's window) already open is brought forward and
      // shown the conversation, rather than opening another.
      const open = windows.find((client) => isPortalPage(new URL(client.url)));
      if (open) {
        const focused = await open.focus();
        const shown = await focused.navigate(target).catch(() => null);
        if (shown) return;
      }
      await worker.clients.openWindow(target);
    })(),
  );
});
