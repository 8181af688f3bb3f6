import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import {
  appointmentsCopy as copy,
  type Availability,
  type Service,
} from '../src/shared/bookings.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

test('the owner opens Saturday mornings, adds a service, books a customer in, moves and cancels it', async ({
  page,
}) => {
  // Repeated runs and retries share the account: each books a customer of its own into a
  // service of its own.
  const run = test.info();
  const runNumber = run.repeatEachIndex * 2 + run.retry + 1;
  const serviceName = `Tyre change ${runNumber}`;
  const customerName = `Inês Costa ${runNumber}`;
  await signIn(page, accounts.appointments);
  await page.goto(paths.portal.appointments);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.appointments);

  const hours = page.getByRole('region', { name: copy.hours.title });
  await hours.getByRole('combobox', { name: copy.hours.timeZone }).fill('Europe/Lis');
  await page.getByRole('option', { name: 'Europe/Lisbon' }).click();
  const saturday = hours.getByRole('listitem', { name: 'Saturday' });
  await saturday.getByRole('button', { name: copy.hours.addHours('Saturday') }).click();
  await saturday.getByLabel(`Saturday: ${copy.hours.closes}`).last().fill('08:00');
  await hours.getByRole('button', { name: copy.hours.save }).click();
  await expect(saturday.getByText('Closing comes after opening.')).toBeVisible();
  await saturday.getByLabel(`Saturday: ${copy.hours.closes}`).last().fill('13:00');
  await hours.getByRole('button', { name: copy.hours.save }).click();
  await expect(page.getByRole('status')).toHaveText(copy.hours.saved);

  const services = page.getByRole('region', { name: copy.services.title });
  await services.getByRole('button', { name: copy.services.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(new RegExp(`^${copy.services.name}`)).fill(serviceName);
  await dialog.getByLabel(new RegExp(`^${copy.services.duration}`)).fill('30');
  await dialog.getByLabel(new RegExp(`^${copy.services.notice}`)).fill('0');
  await dialog.getByRole('button', { name: copy.services.save }).click();
  await expect(services.getByText(serviceName)).toBeVisible();

  // The next Saturday with a free morning, as the API finds it.
  const { services: listed } = (await (await page.request.get(apiPaths.services)).json()) as {
    services: Service[];
  };
  const tyres = listed.find((service) => service.name === serviceName)!;
  const { slots } = (await (
    await page.request.get(`${apiPath(apiPaths.serviceAvailability, { id: tyres.id })}?days=8`)
  ).json()) as Availability;
  const saturdayMorning = slots.find((free) => free.local.endsWith('09:00'))!;

  await page.getByRole('button', { name: copy.bookings.add }).click();
  const newBooking = page.getByRole('dialog');
  await newBooking.getByRole('combobox', { name: new RegExp(copy.bookings.service) }).click();
  await page.getByRole('option', { name: serviceName }).click();
  await newBooking
    .getByLabel(new RegExp(`^${copy.bookings.day}`))
    .fill(saturdayMorning.local.slice(0, 10));
  await newBooking.getByRole('combobox', { name: new RegExp(`^${copy.bookings.time}`) }).click();
  await page.getByRole('option', { name: '09:00' }).click();
  await newBooking.getByLabel(new RegExp(`^${copy.bookings.customerName}`)).fill(customerName);
  await newBooking.getByRole('button', { name: copy.bookings.save }).click();
  await expect(page.getByRole('status')).toHaveText(copy.bookings.booked);

  const bookings = page.getByRole('region', { name: copy.bookings.title });
  const booked = bookings.getByRole('listitem').filter({ hasText: customerName });
  await expect(booked).toContainText(`09:00–09:30 · ${serviceName}`);

  // Staff move it later that morning; its own time stays on offer.
  await booked.getByRole('button').click();
  await page.getByRole('menuitem', { name: copy.bookings.move }).click();
  const move = page.getByRole('dialog');
  await move.getByRole('combobox', { name: new RegExp(`^${copy.bookings.time}`) }).click();
  await expect(page.getByRole('option', { name: '09:00' })).toBeVisible();
  await page.getByRole('option', { name: '10:00' }).click();
  await move.getByRole('button', { name: copy.bookings.moveSave }).click();
  await expect(page.getByRole('status')).toHaveText(copy.bookings.moved);
  await expect(booked).toContainText(`10:00–10:30 · ${serviceName}`);

  await booked.getByRole('button').click();
  await page.getByRole('menuitem', { name: copy.bookings.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: copy.bookings.confirmCancel }).click();
  await expect(page.getByRole('status')).toHaveText(copy.bookings.cancelled);
  await expect(bookings.getByText(customerName)).toHaveCount(0);
});

for (const width of [375, 1440]) {
  test(`the Appointments screen at ${width} px: no serious axe violations, no horizontal scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, accounts.appointments);
    await page.goto(paths.portal.appointments);
    await expect(
      page.getByRole('region', { name: copy.hours.title }).getByRole('listitem'),
    ).toHaveCount(7);
    expect(await seriousViolations(page)).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
