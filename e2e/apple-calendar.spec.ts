import type { Page } from '@playwright/test';
import { apiPaths } from '../src/shared/api-paths.ts';
import { caldavCopy as copy, ICLOUD_CALDAV_URL } from '../src/shared/caldav-connection.ts';
import { calendarCopy } from '../src/shared/integrations.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { type Radicale, startRadicale } from '../src/server/testing/radicale.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// A real CalDAV server on this machine, with the calendar it starts with and a second one.
let radicale: Radicale;
const work = 'Work';
test.beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeCalendar(work, { color: '#FF9500FF' });
});
test.afterAll(async () => {
  await radicale?.stop();
});

// Labels of required fields carry a marker: match their start.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const calendarRow = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('the owner connects to a CalDAV server, is refused a wrong password, chooses calendars and disconnects', async ({
  page,
}) => {
  await signIn(page, accounts.appleCalendar);
  await page.goto(paths.portal.apple);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.apple);
  await expect(field(page, copy.serverUrl)).toHaveValue(ICLOUD_CALDAV_URL);
  await expect(page.getByText(copy.howToPassword)).toBeVisible();

  const connect = page.getByRole('button', { name: calendarCopy.connect, exact: true });
  await connect.click();
  await expect(page.getByText(copy.usernameRequired)).toBeVisible();
  await expect(page.getByText(copy.passwordRequired)).toBeVisible();

  await field(page, copy.serverUrl).fill(radicale.url);
  await field(page, copy.username).fill(radicale.username);
  await field(page, copy.password).fill(`${radicale.password}-wrong`);
  await connect.click();
  await expect(page.getByRole('alert')).toHaveText(copy.refused.unauthorized);

  await field(page, copy.password).fill(radicale.password);
  await connect.click();
  await expect(page.getByRole('status')).toHaveText(calendarCopy.connected);
  await expect(page.getByText(copy.connectedAs(radicale.username))).toBeVisible();
  const calendars = page.getByRole('region', { name: copy.calendarsTitle });
  await expect(calendars.getByRole('group')).toHaveCount(2);
  // The first writable calendar found receives bookings and blocks time until chosen otherwise.
  await expect(
    calendars.getByRole('radio', { name: copy.receivesBookings, checked: true }),
  ).toHaveCount(1);
  await expect(
    calendars.getByRole('checkbox', { name: copy.blocksTime, checked: true }),
  ).toHaveCount(1);

  const workRow = calendarRow(page, work);
  const calendarRowOfStart = calendarRow(page, 'Calendar');
  await workRow.getByRole('checkbox', { name: copy.blocksTime }).check();
  await calendarRowOfStart.getByRole('checkbox', { name: copy.blocksTime }).uncheck();
  await workRow.getByRole('radio', { name: copy.receivesBookings }).check();
  await page.getByRole('button', { name: copy.saveChoices }).click();
  await expect(page.getByRole('status')).toHaveText(copy.choicesSaved);

  await page.reload();
  await expect(workRow.getByRole('checkbox', { name: copy.blocksTime })).toBeChecked();
  await expect(workRow.getByRole('radio', { name: copy.receivesBookings })).toBeChecked();
  await expect(
    calendarRowOfStart.getByRole('checkbox', { name: copy.blocksTime }),
  ).not.toBeChecked();
  const saved = (await (await page.request.get(apiPaths.appleCalendar)).json()) as {
    calendars: { name: string; blocksTime: boolean; receivesBookings: boolean }[];
  };
  expect(
    saved.calendars
      .map(({ name, blocksTime, receivesBookings }) => ({ name, blocksTime, receivesBookings }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ).toEqual([
    { name: 'Calendar', blocksTime: false, receivesBookings: false },
    { name: work, blocksTime: true, receivesBookings: true },
  ]);

  await page.getByRole('radio', { name: copy.noBookingCalendar }).check();
  await page.getByRole('button', { name: copy.saveChoices }).click();
  await expect(page.getByRole('status')).toHaveText(copy.choicesSaved);
  await expect(workRow.getByRole('radio', { name: copy.receivesBookings })).not.toBeChecked();

  await page.getByRole('button', { name: calendarCopy.disconnect }).click();
  const dialog = page.getByRole('dialog', { name: copy.disconnectTitle });
  await dialog.getByRole('button', { name: calendarCopy.disconnect }).click();
  await expect(page.getByRole('status')).toHaveText(copy.disconnected);
  await expect(field(page, copy.serverUrl)).toHaveValue(ICLOUD_CALDAV_URL);
  await page.reload();
  await expect(connect).toBeVisible();
  await expect(calendars).toHaveCount(0);
});

test('Apple Calendar at 375 and 1280 px, unconnected and connected: no serious axe violations, no horizontal scrolling', async ({
  page,
}) => {
  await signIn(page, accounts.appleCalendarLayout);
  const check = async (ready: () => Promise<void>) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.portal.apple);
      await ready();
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
  };

  await page.request.delete(apiPaths.appleCalendar);
  await check(() => expect(field(page, copy.serverUrl)).toBeVisible());

  const connected = await page.request.put(apiPaths.appleCalendar, {
    data: { serverUrl: radicale.url, username: radicale.username, password: radicale.password },
  });
  expect(connected.ok()).toBe(true);
  await check(() =>
    expect(page.getByRole('region', { name: copy.calendarsTitle }).getByRole('group')).toHaveCount(
      2,
    ),
  );
});
