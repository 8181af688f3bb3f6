import type { Page } from '@playwright/test';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import {
  apiKeyCopy,
  apiKeyPattern,
  integrationTimers,
  pairingSchema,
  sampleApiKeys,
  sampleWhatsappInstances,
  whatsappCopy,
} from '../src/shared/integrations.ts';
import { paths } from '../src/shared/paths.ts';
import { qrDataUrl } from '../src/web/features/channels/whatsapp/qr-data-url.ts';
import { accounts } from './helpers/accounts.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

// Labels carry a required marker: match their start.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const card = (page: Page, name: string) => page.getByRole('article', { name });

test.use({ storageState: signedOut });

test.describe('WhatsApp', () => {
  test('pairs a new number: QR after 1.5 s, countdown, connected 5 s later', async ({ page }) => {
    await page.clock.install();
    await signIn(page, accounts.whatsappPairing);
    await page.goto(paths.portal.whatsapp);
    await page.getByRole('button', { name: whatsappCopy.addInstance }).click();
    const dialog = page.getByRole('dialog', { name: whatsappCopy.connectTitle });

    await dialog.getByRole('button', { name: whatsappCopy.generateQr }).click();
    await expect(dialog.getByText(whatsappCopy.nameRequired)).toBeVisible();
    await expect(dialog.getByText(whatsappCopy.phoneRequired)).toBeVisible();
    await field(page, whatsappCopy.name).fill('Bookings Line');
    await field(page, whatsappCopy.phone).fill('555-0100');
    await dialog.getByRole('button', { name: whatsappCopy.generateQr }).click();
    await expect(dialog.getByText(whatsappCopy.phoneInvalid)).toBeVisible();
    await field(page, whatsappCopy.phone).fill('+44 20 7946 0958');

    const pairingResponse = page.waitForResponse(
      (res) => res.url().endsWith(apiPaths.whatsappPairings) && res.request().method() === 'POST',
    );
    // Hold the request until the busy state is seen: on a loaded machine 1.5 s can pass
    // before the first look.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${apiPaths.whatsappPairings}`, async (route) => {
      await held;
      await route.continue();
    });
    // Hold the dialog's status polls, too, until the countdown has been read: the simulated
    // phone scans 5 s of server time after the code is issued, which a busy machine can spend
    // before the test has looked, and the dialog would close early.
    let releasePolls!: () => void;
    const pollsHeld = new Promise<void>((resolve) => (releasePolls = resolve));
    await page.route(`**${apiPaths.whatsappPairings}/*`, async (route) => {
      await pollsHeld;
      await route.continue();
    });
    const clicked = Date.now();
    await dialog.getByRole('button', { name: whatsappCopy.generateQr }).click();
    await expect(dialog.getByRole('button', { name: whatsappCopy.generating })).toBeDisabled();
    // The countdown runs on the browser's clock: stop it before the code arrives, so each of
    // its seconds passes only when the test says so, however slowly the machine runs.
    await page.clock.pauseAt(Date.now() + 60_000);
    release();
    const pairing = pairingSchema.parse(await (await pairingResponse).json());
    // The gateway's 1.5 s is the server's: a lower bound, which a slow machine only lengthens.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(integrationTimers.qrGenerationMs - 100);

    // The image is the QR code of exactly the code the gateway issued.
    const qr = dialog.getByRole('img', { name: whatsappCopy.qrAlt });
    await expect(qr).toHaveAttribute('src', await qrDataUrl(pairing.code));
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(whatsappCopy.expiresIn(integrationTimers.qrExpirySeconds));
    await page.clock.runFor(1000);
    await expect(timer).toHaveText(whatsappCopy.expiresIn(integrationTimers.qrExpirySeconds - 1));
    await page.clock.runFor(2000);
    await expect(timer).toHaveText(whatsappCopy.expiresIn(integrationTimers.qrExpirySeconds - 3));

    // The simulated phone scans 5 s of server time after the code was issued: wait for the
    // server to know, then let the polls and the browser's clock go, so the dialog learns it.
    releasePolls();
    const pairingPath = apiPath(apiPaths.whatsappPairing, { id: pairing.pairingId });
    await expect
      .poll(async () => (await (await page.request.get(pairingPath)).json()) as unknown, {
        timeout: 30_000,
      })
      .toMatchObject({ status: 'connected' });
    await page.clock.resume();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(whatsappCopy.connected);
    const added = card(page, 'Bookings Line');
    await expect(added).toContainText('+442079460958');
    await expect(added).toContainText(whatsappCopy.statusLabels.connected);
    await page.reload();
    await expect(card(page, 'Bookings Line')).toContainText(whatsappCopy.statusLabels.connected);
  });

  test('an unscanned QR code closes the dialog at 0 and adds nothing', async ({ page }) => {
    // A gateway whose phone never scans: the real one's simulated phone scans after 5 s of
    // server time, which a browser clock jump cannot hold back.
    const pairing = { pairingId: 'never-scanned', code: 'agentra-wa-pair:never-scanned' };
    let cancelled = false;
    await page.route('**/api/v1/whatsapp/pairings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 201,
            json: { ...pairing, expiresAt: new Date(Date.now() + 30_000).toISOString() },
          })
        : route.continue(),
    );
    await page.route(`**/api/v1/whatsapp/pairings/${pairing.pairingId}`, (route) => {
      if (route.request().method() === 'DELETE') cancelled = true;
      return route.fulfill(
        route.request().method() === 'DELETE' ? { status: 204 } : { json: { status: 'pending' } },
      );
    });
    await page.clock.install();
    await signIn(page, accounts.whatsappExpiry);
    await page.goto(paths.portal.whatsapp);
    await page.getByRole('button', { name: whatsappCopy.addInstance }).click();
    const dialog = page.getByRole('dialog', { name: whatsappCopy.connectTitle });
    await field(page, whatsappCopy.name).fill('Never Scanned');
    await field(page, whatsappCopy.phone).fill('+12025550143');
    // The countdown runs on the browser's clock: stop it before the code arrives, then jump it
    // instead of waiting 30 s. Stopped, it counts exactly what the test lets pass.
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole('button', { name: whatsappCopy.generateQr }).click();
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(whatsappCopy.expiresIn(integrationTimers.qrExpirySeconds));
    await page.clock.runFor(10_000);
    await expect(timer).toHaveText(whatsappCopy.expiresIn(integrationTimers.qrExpirySeconds - 10));
    await page.clock.runFor(20_000 - 1000);
    await expect(timer).toHaveText(whatsappCopy.expiresIn(1));
    await page.clock.runFor(1000);
    // At 0 the dialog closes; its closing animation runs on the clock, so let it run again.
    await page.clock.resume();
    await expect(dialog).toBeHidden();
    await expect.poll(() => cancelled).toBe(true);
    await expect(page.getByText(whatsappCopy.connected)).toHaveCount(0);
    await page.reload();
    await expect(card(page, sampleWhatsappInstances[0]!.name)).toBeVisible();
    await expect(card(page, 'Never Scanned')).toHaveCount(0);
  });

  test('toggles, refreshes and deletes instances', async ({ page }) => {
    const [connected, disconnected] = sampleWhatsappInstances;
    await signIn(page, accounts.whatsappCards);
    await page.goto(paths.portal.whatsapp);

    const main = card(page, connected!.name);
    const lastSync = await main.locator('time').getAttribute('datetime');
    await main.getByRole('button', { name: whatsappCopy.disconnect }).click();
    await expect(main).toContainText(whatsappCopy.statusLabels.disconnected);
    await expect(main.locator('time')).not.toHaveAttribute('datetime', lastSync!);
    await main.getByRole('button', { name: whatsappCopy.connect, exact: true }).click();
    await expect(main).toContainText(whatsappCopy.statusLabels.connected);
    await page.reload();
    await expect(card(page, connected!.name)).toContainText(whatsappCopy.statusLabels.connected);

    // Refresh on a disconnected instance reopens the QR dialog.
    const support = card(page, disconnected!.name);
    await support.getByRole('button', { name: whatsappCopy.refresh }).click();
    const dialog = page.getByRole('dialog', { name: whatsappCopy.reconnectTitle });
    await expect(dialog).toContainText(disconnected!.phone);
    await expect(dialog.getByRole('button', { name: whatsappCopy.generateQr })).toBeVisible();
    await dialog.getByRole('button', { name: whatsappCopy.cancel }).click();
    await expect(dialog).toBeHidden();

    await support.getByRole('button', { name: whatsappCopy.delete }).click();
    const confirm = page.getByRole('dialog', {
      name: whatsappCopy.deleteTitle(disconnected!.name),
    });
    await confirm.getByRole('button', { name: whatsappCopy.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(support).toHaveCount(1);
    await support.getByRole('button', { name: whatsappCopy.delete }).click();
    await confirm.getByRole('button', { name: whatsappCopy.deleteConfirm }).click();
    await expect(support).toHaveCount(0);
    await page.reload();
    await expect(card(page, connected!.name)).toBeVisible();
    await expect(card(page, disconnected!.name)).toHaveCount(0);
  });
});

// Google and Apple Calendar have browser tests of their own: e2e/google-calendar.spec.ts and
// e2e/apple-calendar.spec.ts.

test('API keys: create, reveal, copy, use and delete down to the empty state', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await signIn(page, accounts.apiKeys);
  await page.goto(paths.portal.apiKeys);
  const list = page.getByRole('list', { name: 'API Keys' });
  await expect(list.getByRole('listitem')).toHaveCount(sampleApiKeys.length);

  // Copy on a key this visit never fetched: one click puts the full key on the clipboard.
  const sample = list.getByRole('listitem', { name: sampleApiKeys[1]!.name });
  await sample.getByRole('button', { name: apiKeyCopy.copy(sampleApiKeys[1]!.name) }).click();
  await expect(page.getByRole('status')).toHaveText(apiKeyCopy.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(apiKeyPattern);
  await sample.getByRole('button', { name: apiKeyCopy.show(sampleApiKeys[1]!.name) }).click();
  await expect(sample.getByTestId('api-key-value')).toHaveText(copied);

  await page.getByRole('button', { name: apiKeyCopy.createKey }).click();
  const dialog = page.getByRole('dialog', { name: apiKeyCopy.createTitle });
  await field(page, apiKeyCopy.name).fill('   ');
  await dialog.getByRole('button', { name: apiKeyCopy.create, exact: true }).click();
  await expect(dialog.getByText(apiKeyCopy.nameRequired)).toBeVisible();
  await field(page, apiKeyCopy.name).fill('Zapier');
  await dialog.getByRole('button', { name: apiKeyCopy.create, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(apiKeyCopy.created);
  await expect(dialog).toBeHidden();

  const row = list.getByRole('listitem', { name: 'Zapier' });
  const value = row.getByTestId('api-key-value');
  await expect(value).toHaveText(/^sk_live_•+[0-9A-Za-z]{4}$/);
  await row.getByRole('button', { name: apiKeyCopy.show('Zapier') }).click();
  await expect(value).toHaveText(apiKeyPattern);
  const key = (await value.textContent())!;
  await row.getByRole('button', { name: apiKeyCopy.hide('Zapier') }).click();
  await expect(value).not.toHaveText(key);

  // The message shows for 3 s of the page's clock: stopped, it passes only when let.
  await page.clock.pauseAt(Date.now() + 60_000);
  await row.getByRole('button', { name: apiKeyCopy.copy('Zapier') }).click();
  await expect(page.getByRole('status')).toHaveText(apiKeyCopy.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.clock.runFor(integrationTimers.copyMessageMs - 100);
  await expect(page.getByText(apiKeyCopy.copied)).toBeVisible();
  await page.clock.runFor(100);
  // Its closing animation runs on the clock too.
  await page.clock.resume();
  await expect(page.getByText(apiKeyCopy.copied)).toBeHidden();

  // The key is real: a program reads the account's agents with it.
  const agents = await request.get('/api/v1/agents', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(agents.status()).toBe(200);

  // Deleting asks first; Cancel keeps the key.
  await row.getByRole('button', { name: apiKeyCopy.delete('Zapier') }).click();
  const confirm = page.getByRole('dialog', { name: apiKeyCopy.deleteTitle('Zapier') });
  await expect(confirm).toContainText(apiKeyCopy.deleteText);
  await confirm.getByRole('button', { name: apiKeyCopy.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: apiKeyCopy.delete('Zapier') }).click();
  await confirm.getByRole('button', { name: apiKeyCopy.deleteConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(apiKeyCopy.deleted);
  await expect(row).toHaveCount(0);
  const gone = await request.get('/api/v1/agents', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(gone.status()).toBe(401);

  for (const sample of sampleApiKeys) {
    await list
      .getByRole('listitem', { name: sample.name })
      .getByRole('button', { name: apiKeyCopy.delete(sample.name) })
      .click();
    await page
      .getByRole('dialog', { name: apiKeyCopy.deleteTitle(sample.name) })
      .getByRole('button', { name: apiKeyCopy.deleteConfirm })
      .click();
    await expect(list.getByRole('listitem', { name: sample.name })).toHaveCount(0);
  }
  await expect(page.getByText(apiKeyCopy.empty)).toBeVisible();
});
