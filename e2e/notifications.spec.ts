import type { Page } from '@playwright/test';
import {
  notificationCopy,
  notificationUiCopy,
  sampleNotifications,
} from '../src/shared/notifications.ts';
import { apiPaths } from '../src/shared/api-paths.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

// The sample, newest first: an unread success, an unread warning, a read info.
const [activated, limit, integration] = sampleNotifications as [
  (typeof sampleNotifications)[number],
  (typeof sampleNotifications)[number],
  (typeof sampleNotifications)[number],
];

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: notificationUiCopy.bellLabel(unread), exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: notificationCopy.title });
const row = (page: Page, title: string) =>
  panel(page).getByRole('listitem').filter({ hasText: title });

test('the bell counts the unread notifications and lists them all', async ({ page }) => {
  await page.goto(paths.portal.dashboard);
  await expect(bell(page, 2)).toBeVisible();
  await expect(bell(page, 2)).toContainText('2');
  await bell(page, 2).click();

  const rows = panel(page).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(activated.title);
  await expect(rows.nth(0)).toContainText(/(\d+ minutes? ago|just now)/);
  await expect(rows.nth(0)).toContainText(notificationUiCopy.unread);
  await expect(rows.nth(1)).toContainText(limit.title);
  await expect(rows.nth(1)).toContainText('3 hours ago');
  await expect(rows.nth(2)).toContainText(integration.title);
  await expect(rows.nth(2)).toContainText('2 days ago');
  await expect(rows.nth(2)).not.toContainText(notificationUiCopy.unread);
  await expect(
    panel(page).getByRole('button', { name: notificationCopy.markAllRead }),
  ).toBeVisible();
});

test.describe('changing what is read', () => {
  test.use({ storageState: signedOut });

  test('reading a notification opens it and keeps it read after a reload', async ({ page }) => {
    await signIn(page, accounts.notifications);
    await bell(page, 2).click();
    await row(page, activated.title).getByRole('button').click();

    const detail = page.getByRole('dialog', { name: activated.title });
    await expect(detail).toContainText(activated.message);
    await expect(detail.getByRole('button', { name: notificationCopy.share })).toBeEnabled();
    await expect(detail.getByRole('button', { name: notificationCopy.archive })).toBeEnabled();
    await detail.getByRole('button', { name: notificationCopy.close }).click();
    await expect(detail).toBeHidden();
    await expect(bell(page, 1)).toBeVisible();

    await page.reload();
    await expect(bell(page, 1)).toBeVisible();
    await bell(page, 1).click();
    await expect(row(page, activated.title)).not.toContainText(notificationUiCopy.unread);
    await expect(row(page, limit.title)).toContainText(notificationUiCopy.unread);

    // A notification leads to what it is about: the limit, to Usage.
    await row(page, limit.title).getByRole('button').click();
    await page
      .getByRole('dialog', { name: limit.title })
      .getByRole('link', { name: notificationUiCopy.open })
      .click();
    await expect(page).toHaveURL(limit.link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.usage);
  });

  test("'Mark all as read' clears every unread mark, for good", async ({ page }) => {
    await signIn(page, accounts.notificationsAll);
    await bell(page, 2).click();
    // The marks clear at once; the reload below must come after the server has kept the change.
    const kept = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === apiPaths.notifications,
    );
    await panel(page).getByRole('button', { name: notificationCopy.markAllRead }).click();
    expect((await kept).ok()).toBe(true);
    await expect(panel(page).getByText(notificationUiCopy.unread)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bell(page, 0)).toBeVisible();

    await page.reload();
    await expect(bell(page, 0)).toBeVisible();
    await bell(page, 0).click();
    await expect(panel(page).getByRole('listitem')).toHaveCount(3);
    await expect(panel(page).getByText(notificationUiCopy.unread)).toHaveCount(0);
  });
});
