import { apiPaths } from '../src/shared/api-paths.ts';
import { googleCalendarCopy as copy } from '../src/shared/google-calendar.ts';
import { calendarCopy } from '../src/shared/integrations.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { e2eGoogleAccount, e2eGoogleTeamCalendar } from './helpers/fake-google-account.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// The app is pointed at a local Google (e2e/helpers/fake-google-server.ts), whose consent page
// consents at once as one Google account and sends the browser back to the app.
test('the owner connects Google Calendar through Google’s consent page, chooses calendars and disconnects', async ({
  page,
}) => {
  await signIn(page, accounts.calendars);
  await page.goto(paths.portal.google);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.google);
  await expect(page.getByText(copy.connectHint)).toBeVisible();

  await page.getByRole('button', { name: copy.connect }).click();
  await page.waitForURL((url) => url.pathname === paths.portal.google && url.search === '');
  await expect(page.getByRole('status')).toHaveText(calendarCopy.connected);
  await expect(page.getByText(copy.connectedAs(e2eGoogleAccount))).toBeVisible();
  const calendars = page.getByRole('region', { name: copy.calendarsTitle });
  const primary = calendars.getByRole('group', { name: e2eGoogleAccount, exact: true });
  const team = calendars.getByRole('group', { name: e2eGoogleTeamCalendar.summary });
  await expect(primary.getByText(copy.primary)).toBeVisible();
  await expect(primary.getByRole('checkbox', { name: copy.blocksTime })).toBeChecked();
  await expect(primary.getByRole('radio', { name: copy.receivesBookings })).toBeChecked();

  await team.getByRole('checkbox', { name: copy.blocksTime }).check();
  await team.getByRole('radio', { name: copy.receivesBookings }).check();
  await page.getByRole('button', { name: copy.saveChoices }).click();
  await expect(page.getByRole('status')).toHaveText(copy.choicesSaved);
  await page.reload();
  await expect(team.getByRole('checkbox', { name: copy.blocksTime })).toBeChecked();
  await expect(team.getByRole('radio', { name: copy.receivesBookings })).toBeChecked();
  await expect(primary.getByRole('checkbox', { name: copy.blocksTime })).toBeChecked();
  // The tokens stay on the server.
  const view = await (await page.request.get(apiPaths.googleCalendar)).text();
  expect(view).not.toMatch(/ya29\.|1\/\/0g/);

  await page.getByRole('button', { name: calendarCopy.disconnect }).click();
  const dialog = page.getByRole('dialog', { name: copy.disconnectTitle });
  await dialog.getByRole('button', { name: calendarCopy.disconnect }).click();
  await expect(page.getByRole('status')).toHaveText(copy.disconnected);
  await expect(page.getByRole('button', { name: copy.connect })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: copy.connect })).toBeVisible();
  await expect(calendars).toHaveCount(0);
});

test('Google Calendar at 375 and 1280 px, unconnected and connected: no serious axe violations, no horizontal scrolling', async ({
  page,
}) => {
  await signIn(page, accounts.googleCalendarLayout);
  const check = async (ready: () => Promise<void>) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.portal.google);
      await ready();
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
  };

  await page.request.delete(apiPaths.googleCalendar);
  await check(() => expect(page.getByRole('button', { name: copy.connect })).toBeVisible());

  await page.getByRole('button', { name: copy.connect }).click();
  await expect(page.getByText(copy.connectedAs(e2eGoogleAccount))).toBeVisible();
  await check(() =>
    expect(page.getByRole('region', { name: copy.calendarsTitle }).getByRole('group')).toHaveCount(
      2,
    ),
  );
});
