// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { officeHoursCopy as copy, type OfficeHours } from '@shared/office-hours.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { OfficeHoursCard } from './office-hours-card.tsx';

const alwaysOpen: OfficeHours = { hours: null, now: { open: true, backAt: null, backWords: null } };

/** The card with the server's answer `current`; keeps what was saved. */
function renderCard(current: OfficeHours) {
  const saved: unknown[] = [];
  apiServer.use(
    http.get(apiPaths.officeHours, () => HttpResponse.json(current)),
    http.put(apiPaths.officeHours, async ({ request }) => {
      const body = (await request.json()) as Exclude<OfficeHours['hours'], null>;
      saved.push(body);
      return HttpResponse.json({
        hours: body,
        now: {
          open: false,
          backAt: '2026-12-07T09:00:00.000Z',
          backWords: "We're back Monday at 9:00",
        },
      });
    }),
  );
  renderWithProviders(<OfficeHoursCard say={() => undefined} />);
  return saved;
}

describe('OfficeHoursCard', () => {
  afterEach(cleanup);

  it('says the team is always open until hours are set, then saves a working week', async () => {
    const saved = renderCard(alwaysOpen);
    expect(await screen.findByText(copy.alwaysOpen)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: copy.setHours }));
    await userEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })),
      closedDays: [],
    });
    expect(await screen.findByText(copy.closedNow("We're back Monday at 9:00"))).toBeTruthy();
  });

  it('shows in words a stretch that ends before it starts, and one that overlaps', async () => {
    const saved = renderCard({
      hours: {
        timeZone: 'Europe/Lisbon',
        weeklyHours: [
          { weekday: 1, opens: '09:00', closes: '13:00' },
          { weekday: 1, opens: '12:00', closes: '18:00' },
          { weekday: 2, opens: '17:00', closes: '09:00' },
        ],
        closedDays: [],
      },
      now: { open: true, backAt: null, backWords: null },
    });
    await userEvent.click(await screen.findByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.endBeforeStart)).toBeTruthy();
    expect(screen.getByText(copy.overlapping('09:00', '13:00'))).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('adds a closed day and says so when it is not a day', async () => {
    const saved = renderCard({
      hours: { timeZone: 'Europe/Lisbon', weeklyHours: [], closedDays: ['2026-12-25'] },
      now: { open: false, backAt: null, backWords: null },
    });
    const list = await screen.findByRole('list', { name: copy.closedDays });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: copy.addClosedDay }));
    await userEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText('Enter a day that exists, as YYYY-MM-DD.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
