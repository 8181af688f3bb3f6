// @vitest-environment jsdom
import { cleanup, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, publicApiPaths } from '@shared/api-paths.ts';
import { bookingCopy, type ManagedBooking, manageBookingCopy as copy } from '@shared/bookings.ts';
import { manageBookingRoute, paths } from '@shared/paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import ManageBookingPage from './manage-booking-page.tsx';

const token = 'q3V9wz7N0bq0u2Kx4tLmE8pH1sYcRfA6';

const booking: ManagedBooking = {
  serviceName: 'Test drive',
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T10:45:00.000Z',
  timeZone: 'Europe/Lisbon',
  businessName: 'Oficina Ribeira',
  status: 'confirmed',
  customerName: 'Marta Silva',
  canCancel: true,
  canReschedule: true,
};

const slot = (day: string, time: string) => ({
  startsAt: `${day}T${time}:00.000Z`,
  endsAt: `${day}T${time.replace(':00', ':45')}:00.000Z`,
  local: `${day} ${time}`,
});
const freeTimes = [
  slot('2026-12-02', '09:00'),
  slot('2026-12-02', '11:00'),
  slot('2026-12-03', '14:00'),
];

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** The manage link's API as the page reads it; what it was sent. */
function renderPage(
  options: {
    found?: ManagedBooking | Response;
    moved?: (startsAt: string) => Response | null;
  } = {},
) {
  const sent = { moves: [] as string[], cancels: 0, availability: 0 };
  let current = options.found ?? booking;
  apiServer.use(
    http.get(apiPath(publicApiPaths.managedBooking, { token }), () =>
      current instanceof Response ? current : HttpResponse.json(current),
    ),
    http.get(apiPath(publicApiPaths.managedBookingAvailability, { token }), () => {
      sent.availability += 1;
      return HttpResponse.json({
        serviceId: 'service',
        timeZone: 'Europe/Lisbon',
        slots: freeTimes,
      });
    }),
    http.post(apiPath(publicApiPaths.managedBookingReschedule, { token }), async ({ request }) => {
      const { startsAt } = (await request.json()) as { startsAt: string };
      sent.moves.push(startsAt);
      const refused = options.moved?.(startsAt);
      if (refused) return refused;
      const end = new Date(Date.parse(startsAt) + 45 * 60_000).toISOString();
      current = { ...booking, startsAt, endsAt: end };
      return HttpResponse.json(current);
    }),
    http.post(apiPath(publicApiPaths.managedBookingCancel, { token }), () => {
      sent.cancels += 1;
      current = { ...booking, status: 'cancelled', canCancel: false, canReschedule: false };
      return HttpResponse.json(current);
    }),
  );
  renderWithProviders(<ManageBookingPage />, {
    route: paths.manageBooking(token),
    path: manageBookingRoute,
    user: null,
  });
  return sent;
}

describe('the manage booking page', () => {
  afterEach(cleanup);

  it('shows the booking on the business’s clock, and moves it to a time chosen by day and time', async () => {
    const user = userEvent.setup();
    const sent = renderPage();
    expect(screen.getByRole('progressbar', { name: copy.loading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Test drive' })).toBeVisible();
    expect(screen.getByText('Tuesday 1 December, 10:00 (Europe/Lisbon time)')).toBeVisible();
    expect(screen.getByText('Marta Silva')).toBeVisible();
    // Above the service, and beside "With".
    expect(screen.getAllByText('Oficina Ribeira')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: copy.change }));
    const days = await screen.findByRole('group', { name: copy.days });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Wed 2 Dec', 'Thu 3 Dec']);
    // Days and times are plain buttons: reached and chosen from the keyboard.
    within(days).getByRole('button', { name: 'Wed 2 Dec' }).focus();
    await user.keyboard('{Enter}');
    expect(within(days).getByRole('button', { name: 'Wed 2 Dec' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const times = screen.getByRole('group', { name: copy.times('Wed 2 Dec') });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00', '11:00']);
    const confirm = screen.getByRole('button', { name: copy.confirmChange });
    expect(confirm).toBeDisabled();
    await user.click(within(times).getByRole('button', { name: '11:00' }));
    expect(
      screen.getByText(copy.changeTo('Wednesday 2 December, 11:00 (Europe/Lisbon time)')),
    ).toBeVisible();
    await user.click(confirm);

    const changed = copy.changed('Wednesday 2 December, 11:00 (Europe/Lisbon time)');
    expect(await screen.findByText(changed)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(changed);
    expect(screen.getByText('Wednesday 2 December, 11:00 (Europe/Lisbon time)')).toBeVisible();
    expect(screen.queryByRole('group', { name: copy.days })).not.toBeInTheDocument();
    expect(sent.moves).toEqual(['2026-12-02T11:00:00.000Z']);
  });

  it('says in words when the time was taken meanwhile, and reads the free times again', async () => {
    const user = userEvent.setup();
    const sent = renderPage({
      moved: () => refusal(409, 'slot_taken', bookingCopy.slotGone),
    });
    await user.click(await screen.findByRole('button', { name: copy.change }));
    await user.click(await screen.findByRole('button', { name: 'Thu 3 Dec' }));
    await user.click(screen.getByRole('button', { name: '14:00' }));
    await user.click(screen.getByRole('button', { name: copy.confirmChange }));
    expect(await screen.findByText(bookingCopy.slotGone)).toBeVisible();
    expect(screen.getByRole('button', { name: copy.confirmChange })).toBeDisabled();
    await expect.poll(() => sent.availability).toBe(2);
    expect(screen.getByText('Tuesday 1 December, 10:00 (Europe/Lisbon time)')).toBeVisible();
  });

  it('cancels after asking, then shows the booking cancelled with nothing left to do', async () => {
    const user = userEvent.setup();
    const sent = renderPage();
    await user.click(await screen.findByRole('button', { name: copy.cancel }));
    const dialog = await screen.findByRole('dialog', { name: copy.cancelTitle });
    expect(dialog).toHaveTextContent(
      copy.cancelText('Test drive', 'Tuesday 1 December, 10:00 (Europe/Lisbon time)'),
    );
    await user.click(within(dialog).getByRole('button', { name: copy.keep }));
    await waitForElementToBeRemoved(dialog);
    expect(sent.cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: copy.cancel }));
    const asked = await screen.findByRole('dialog');
    await user.click(within(asked).getByRole('button', { name: copy.confirmCancel }));
    await waitForElementToBeRemoved(asked);
    expect(screen.getByRole('status')).toHaveTextContent(copy.cancelled);
    expect(sent.cancels).toBe(1);
    expect(screen.queryByRole('button', { name: copy.change })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.cancel })).not.toBeInTheDocument();
  });

  it('shows a booking cancelled before as cancelled, with no actions', async () => {
    renderPage({
      found: { ...booking, status: 'cancelled', canCancel: false, canReschedule: false },
    });
    expect(await screen.findByText(copy.cancelledStatus)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the link has expired, and when it opens no booking', async () => {
    renderPage({ found: refusal(404, 'link_expired', copy.expired) });
    expect(await screen.findByRole('heading', { name: copy.expiredTitle })).toBeVisible();
    expect(screen.getByText(copy.expired)).toBeVisible();
    cleanup();

    renderPage({ found: refusal(404, 'not_found', copy.unknownLink) });
    expect(await screen.findByRole('heading', { name: copy.unknownTitle })).toBeVisible();
    expect(screen.getByText(copy.unknownLink)).toBeVisible();
  });

  it('says in words when the booking could not be loaded, and asks again', async () => {
    const user = userEvent.setup();
    renderPage({ found: refusal(503, 'unavailable', 'Service Unavailable') });
    expect(await screen.findByText(copy.loadFailed)).toBeVisible();
    apiServer.use(
      http.get(apiPath(publicApiPaths.managedBooking, { token }), () => HttpResponse.json(booking)),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test drive' })).toBeVisible();
  });
});
