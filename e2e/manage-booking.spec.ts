import type { APIResponse, Page } from '@playwright/test';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import {
  appointmentsCopy,
  type Availability,
  type Booking,
  bookingTimeWords,
  type ManageLink,
  manageBookingCopy as copy,
  type Service,
  shortDayWords,
} from '../src/shared/bookings.ts';
import { paths } from '../src/shared/paths.ts';
import { accounts, type TestAccount } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const timeZone = 'Europe/Lisbon';
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '08:00',
  closes: '20:00',
}));

async function answer<T>(response: Promise<APIResponse>) {
  const res = await response;
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * The business books a customer in by hand through the portal's API, tomorrow or later, and
 * makes the manage link it sends them; then the browser leaves the portal, as the customer
 * has no account. The free times of the service, as the business saw them, come back too.
 */
async function bookedByHand(
  page: Page,
  account: TestAccount,
  customerName: string,
  /** Which of the free times from tomorrow on: tests booking at once in one account take different ones. */
  pick = 0,
) {
  // Repeated runs share the account: each adds a service of its own.
  const run = test.info();
  await signIn(page, account);
  await answer(
    page.request.put(apiPaths.bookingSettings, { data: { timeZone, weeklyHours: everyDay } }),
  );
  const service = await answer<Service>(
    page.request.post(apiPaths.services, {
      data: {
        name: `Tyre check ${run.repeatEachIndex * 2 + run.retry + 1}`,
        durationMinutes: 30,
        minimumNoticeMinutes: 0,
      },
    }),
  );
  const { slots } = await answer<Availability>(
    page.request.get(`${apiPath(apiPaths.serviceAvailability, { id: service.id })}?days=8`),
  );
  // Tomorrow or later: the appointment must not begin while the customer changes it.
  const days = [...new Set(slots.map((slot) => slot.local.slice(0, 10)))];
  const slot = slots.filter((free) => free.local.slice(0, 10) > days[0]!)[pick]!;
  const booking = await answer<Booking>(
    page.request.post(apiPaths.bookings, {
      data: {
        serviceId: service.id,
        startsAt: slot.startsAt,
        customerName,
        customerEmail: 'ines.costa@example.com',
      },
    }),
  );
  const link = await answer<ManageLink>(
    page.request.post(apiPath(apiPaths.bookingManageLink, { id: booking.id })),
  );
  // The portal is left first: with its session gone it would send the page on to sign-in,
  // interrupting the customer's navigation.
  await page.goto('about:blank');
  await page.context().clearCookies();
  return { service, booking, slots, path: new URL(link.url).pathname };
}

test('a customer moves and then cancels their booking through its manage link, without an account', async ({
  page,
}) => {
  const run = test.info();
  const customer = `Inês Costa ${run.repeatEachIndex * 2 + run.retry + 1}`;
  const { service, booking, slots, path } = await bookedByHand(
    page,
    accounts.manageBooking,
    customer,
  );

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
  await expect(page.getByText(bookingTimeWords(booking.startsAt, timeZone))).toBeVisible();
  await expect(page.getByText(customer)).toBeVisible();
  await expect(page.getByText('ines.costa@example.com')).toHaveCount(0);

  // Two days after the booked one, at 10:00, which the business saw free.
  const bookedDay = slots.find((slot) => slot.startsAt === booking.startsAt)!.local.slice(0, 10);
  const target = slots.find(
    (slot) => slot.local.slice(0, 10) > bookedDay && slot.local.endsWith(' 10:00'),
  )!;
  await page.getByRole('button', { name: copy.change }).click();
  const days = page.getByRole('group', { name: copy.days });
  const day = shortDayWords(target.local.slice(0, 10));
  await days.getByRole('button', { name: day }).click();
  await page
    .getByRole('group', { name: copy.times(day) })
    .getByRole('button', { name: '10:00' })
    .click();
  const newTime = bookingTimeWords(target.startsAt, timeZone);
  await expect(page.getByText(copy.changeTo(newTime))).toBeVisible();
  await page.getByRole('button', { name: copy.confirmChange }).click();
  await expect(page.getByRole('status')).toHaveText(copy.changed(newTime));
  await expect(page.getByText(newTime, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: copy.cancel }).click();
  const dialog = page.getByRole('dialog', { name: copy.cancelTitle });
  await expect(dialog).toContainText(copy.cancelText(service.name, newTime));
  await dialog.getByRole('button', { name: copy.confirmCancel }).click();
  await expect(page.getByRole('status')).toHaveText(copy.cancelled);
  await expect(page.getByRole('button', { name: copy.change })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(copy.cancelledStatus)).toBeVisible();
  await expect(page.getByRole('button', { name: copy.cancel })).toHaveCount(0);

  // The business no longer sees it among the bookings to come.
  await signIn(page, accounts.manageBooking);
  await page.goto(paths.portal.appointments);
  const bookings = page.getByRole('region', { name: appointmentsCopy.bookings.title });
  await expect(bookings.getByRole('progressbar')).toHaveCount(0);
  await expect(bookings.getByText(customer)).toHaveCount(0);
});

test('a link that opens no booking says so in words', async ({ page }) => {
  await page.goto(paths.manageBooking('no-booking-has-this-token-at-all'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.unknownTitle);
  await expect(page.getByText(copy.unknownLink)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`the manage page at ${width} px: no serious axe violations, no horizontal scrolling`, async ({
    page,
  }) => {
    const { path } = await bookedByHand(
      page,
      accounts.manageBookingLayout,
      'Rui Costa',
      width === 360 ? 0 : 1,
    );
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.getByRole('button', { name: copy.change }).click();
    const days = page.getByRole('group', { name: copy.days });
    await days.getByRole('button').first().click();
    await expect(page.getByRole('group', { name: /^Free times on/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
