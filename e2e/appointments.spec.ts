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

test('the owner opens Saturday mornings, adds a service, and cancels a booking made for it', async ({
  page,
}) => {
  await signIn(page, accounts.appointments);
  await page.goto(paths.portal.appointments);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.appointments);

  const hours = page.getByRole('region', { name: copy.hours.title });
  await hours.getByRole('combobox', { name: copy.hours.timeZone }).fill('Europe/Lis');
  await page.getByRole('option', { name: 'Europe/Lisbon' }).click();
  const saturday = hours.getByRole('listitem', { name: 'Saturday' });
  await saturday.getByRole('button', { name: copy.hours.addHours('Saturday') }).click();
  await saturday.getByLabel(`Saturday: ${copy.hours.closes}`).fill('08:00');
  await hours.getByRole('button', { name: copy.hours.save }).click();
  await expect(saturday.getByText('Closing comes after opening.')).toBeVisible();
  await saturday.getByLabel(`Saturday: ${copy.hours.closes}`).fill('13:00');
  await hours.getByRole('button', { name: copy.hours.save }).click();
  await expect(page.getByRole('status')).toHaveText(copy.hours.saved);

  const services = page.getByRole('region', { name: copy.services.title });
  await services.getByRole('button', { name: copy.services.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(new RegExp(`^${copy.services.name}`)).fill('Tyre change');
  await dialog.getByLabel(new RegExp(`^${copy.services.duration}`)).fill('30');
  await dialog.getByLabel(new RegExp(`^${copy.services.notice}`)).fill('0');
  await dialog.getByRole('button', { name: copy.services.save }).click();
  await expect(services.getByText('Tyre change')).toBeVisible();

  // A booking made through the API for the first free Saturday morning.
  const { services: listed } = (await (await page.request.get(apiPaths.services)).json()) as {
    services: Service[];
  };
  const tyres = listed.find((service) => service.name === 'Tyre change')!;
  const { slots } = (await (
    await page.request.get(`${apiPath(apiPaths.serviceAvailability, { id: tyres.id })}?days=8`)
  ).json()) as Availability;
  const slot = slots.find((free) => free.local.endsWith('09:00'))!;
  const made = await page.request.post(apiPaths.bookings, {
    data: { serviceId: tyres.id, startsAt: slot.startsAt, customerName: 'Inês Costa' },
  });
  expect(made.status()).toBe(201);

  await page.reload();
  const bookings = page.getByRole('region', { name: copy.bookings.title });
  const booking = bookings.getByRole('listitem').filter({ hasText: 'Inês Costa' });
  await expect(booking).toContainText('09:00 · Tyre change');
  await booking.getByRole('button', { name: copy.bookings.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: copy.bookings.confirmCancel }).click();
  await expect(page.getByRole('status')).toHaveText(copy.bookings.cancelled);
  await expect(bookings.getByText('Inês Costa')).toHaveCount(0);
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
