import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiPaths } from '../src/shared/api-paths.ts';
import { paths } from '../src/shared/paths.ts';
import { pushCopy } from '../src/shared/push-copy.ts';
import { offlineCopy, webAppFiles, webAppManifest } from '../src/shared/web-app.ts';
import { expect, test } from './helpers/test.ts';

// Chromium subscribes only through Google's push service, which this machine cannot reach, so
// delivery is tested against a local push service in push-routes.test.ts; here the browser's
// side: the installable app, its service worker, the offline page and the profile's control.

/** The service worker that controls the page, once it does. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

test('the portal is an installable app with its icons and a service worker', async ({ page }) => {
  await page.goto(paths.portal.dashboard);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe(webAppFiles.manifest);
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({
    start_url: paths.portal.root,
    display: 'standalone',
    theme_color: webAppManifest.theme_color,
  });
  for (const icon of manifest.icons as { src: string; purpose: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect((manifest.icons as { purpose: string }[]).map((icon) => icon.purpose)).toContain(
    'maskable',
  );
  expect(await activeWorker(page)).toMatch(new RegExp(`${webAppFiles.serviceWorker}$`));
});

test('a portal page that cannot load offline shows the offline page', async ({ page, context }) => {
  await page.goto(paths.portal.dashboard);
  await activeWorker(page);
  // Reloaded, the page is one the worker controls.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  // Not page.goto, which waits for the app to start: offline, no app starts.
  await page.evaluate((url) => window.location.assign(url), paths.portal.usage);
  await expect(page.getByRole('heading', { name: offlineCopy.heading })).toBeVisible();
  await expect(page.getByText(offlineCopy.body)).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: offlineCopy.retry }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offlineCopy.heading);
  await expect(page).toHaveURL(paths.portal.usage);
});

test('the profile says where browser notifications stand and lists the devices', async ({
  page,
}) => {
  // Another browser of the member's, subscribed as its browser would.
  const label = 'Chrome on Android';
  const device = await page.request.post(apiPaths.pushSubscriptions, {
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });
  expect(device.status()).toBe(201);
  const { id } = (await device.json()) as { id: string };

  await page.goto(paths.portal.profile);
  const card = page.getByRole('region', { name: pushCopy.cardTitle });
  const toggle = card.getByRole('switch', { name: pushCopy.toggle });
  // Chromium has push; nothing asked this browser yet.
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(pushCopy.off);

  const devices = card.getByRole('list', { name: pushCopy.devicesTitle });
  const row = devices
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') })
    .filter({
      hasText: label,
    });
  await expect(row.first()).toContainText('Added just now');

  await page.request.delete(apiPaths.pushSubscription.replace(':id', id));
});

test('a pushed message shows its notification, as the server writes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto(paths.portal.profile);
  await activeWorker(page);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const message = {
    title: pushCopy.waitingTitle,
    body: 'Front Desk on Website: “Can I speak to someone?”',
    url: `${paths.portal.liveConversations}?conversation=${randomUUID()}`,
    tag: `conversation-${randomUUID()}`,
  };
  // What a push service hands the browser: the server's message, decrypted.
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registered,
      data: JSON.stringify(message),
    });
  const shown = () =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      const [notification] = await registration.getNotifications({ tag });
      return (
        notification && {
          title: notification.title,
          body: notification.body,
          data: notification.data as unknown,
        }
      );
    }, message.tag);
  await deliver();
  // DevTools' delivery answers before the worker has the message and tells no failure, so one
  // lost on a busy machine goes unseen. A push service delivers again until the browser takes
  // the message: so does this test. The same tag replaces a notification, never adds one.
  await expect
    .poll(
      async () => {
        const notification = await shown();
        if (!notification) await deliver();
        return notification;
      },
      { intervals: [500, 1_000, 2_000, 4_000] },
    )
    .toEqual({ title: message.title, body: message.body, data: { url: message.url } });
});
