// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import {
  appointmentsCopy as copy,
  bookingCopy,
  type Booking,
  type BookingSettings,
  type Resource,
  type Service,
} from '@shared/bookings.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import AppointmentsPage from './appointments-page.tsx';

const testDrive: Service = {
  id: '6f1c1b8e-2a1d-4a7e-9a53-5c1f0d1e2b3c',
  name: 'Test drive',
  durationMinutes: 45,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 120,
  daysAhead: 60,
  priceText: 'Free',
  agentIds: [],
  resourceIds: ['2c9d1f3a-7b1e-4f0a-8c2d-6e5f4a3b2c1d'],
};

const agents: Agent[] = ['Front desk', 'Sales desk'].map((name, index) => ({
  id: `a${index}`,
  name,
  type: 'Appointments',
  status: 'active',
  channels: ['Webchat'],
  conversations: 0,
  lastActive: null,
  answerThreshold: 0.5,
}));

const team: Resource = {
  id: testDrive.resourceIds[0]!,
  name: 'Your team',
  weeklyHours: null,
  dayExceptions: [],
};

const booking: Booking = {
  id: '0e7b1a52-9c43-4a8e-9c55-3f1b6f0a9d21',
  serviceId: testDrive.id,
  serviceName: 'Test drive',
  resourceName: 'Your team',
  status: 'confirmed',
  startsAt: '2026-12-07T10:00:00.000Z',
  endsAt: '2026-12-07T10:45:00.000Z',
  customerName: 'Marta Silva',
  customerEmail: 'marta@example.com',
  customerPhone: null,
};

/** The API as the screen reads it; what it was sent, by route. */
function renderPage(
  settings: BookingSettings,
  state = { services: [testDrive], bookings: [booking], resources: [team] },
) {
  const sent: Record<string, unknown[]> = {
    settings: [],
    services: [],
    serviceEdits: [],
    resources: [],
    cancelled: [],
    moved: [],
    availability: [],
    booked: [],
  };
  apiServer.use(
    http.get(apiPaths.agents, () => HttpResponse.json({ agents })),
    http.get(apiPaths.resources, () => HttpResponse.json({ resources: state.resources })),
    http.post(apiPaths.resources, async ({ request }) => {
      const body = (await request.json()) as Omit<Resource, 'id'>;
      sent.resources!.push(body);
      state.resources = [...state.resources, { ...body, id: crypto.randomUUID() }];
      return HttpResponse.json(state.resources.at(-1), { status: 201 });
    }),
    http.patch(apiPath(apiPaths.service, { id: testDrive.id }), async ({ request }) => {
      const body = (await request.json()) as Partial<Service>;
      sent.serviceEdits!.push(body);
      state.services = state.services.map((service) =>
        service.id === testDrive.id ? { ...service, ...body } : service,
      );
      return HttpResponse.json(state.services[0]);
    }),
    http.post(apiPath(apiPaths.bookingReschedule, { id: booking.id }), async ({ request }) => {
      const body = (await request.json()) as { startsAt: string };
      sent.moved!.push(body);
      const length = Date.parse(booking.endsAt) - Date.parse(booking.startsAt);
      const endsAt = new Date(Date.parse(body.startsAt) + length).toISOString();
      state.bookings = [{ ...booking, startsAt: body.startsAt, endsAt }];
      return HttpResponse.json(state.bookings[0]);
    }),
    http.get(apiPaths.bookingSettings, () => HttpResponse.json(settings)),
    http.put(apiPaths.bookingSettings, async ({ request }) => {
      const body = (await request.json()) as BookingSettings;
      sent.settings!.push(body);
      return HttpResponse.json({ ...settings, ...body });
    }),
    http.get(apiPaths.services, () => HttpResponse.json({ services: state.services })),
    http.post(apiPaths.services, async ({ request }) => {
      const body = (await request.json()) as Omit<Service, 'id'>;
      sent.services!.push(body);
      if (body.name === 'Taken') {
        return HttpResponse.json(
          {
            error: { code: 'invalid_input', message: 'x', fields: { name: 'That name is taken.' } },
          },
          { status: 400 },
        );
      }
      state.services = [...state.services, { ...testDrive, ...body, id: crypto.randomUUID() }];
      return HttpResponse.json(state.services.at(-1), { status: 201 });
    }),
    http.get(apiPaths.bookings, () => HttpResponse.json({ bookings: state.bookings })),
    http.get(apiPath(apiPaths.serviceAvailability, { id: testDrive.id }), ({ request }) => {
      sent.availability!.push(new URL(request.url).search);
      return HttpResponse.json({
        serviceId: testDrive.id,
        timeZone: 'Europe/Lisbon',
        slots: ['10:00', '11:00'].map((time) => ({
          startsAt: `2026-12-07T${time}:00.000Z`,
          endsAt: `2026-12-07T${time.replace(':00', ':45')}:00.000Z`,
          local: `2026-12-07 ${time}`,
        })),
      });
    }),
    http.post(apiPaths.bookings, async ({ request }) => {
      const body = (await request.json()) as { startsAt: string };
      sent.booked!.push(body);
      if (body.startsAt.includes('T10:00')) {
        return HttpResponse.json(
          { error: { code: 'slot_taken', message: slotTaken } },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...booking, id: crypto.randomUUID() }, { status: 201 });
    }),
    http.post(apiPath(apiPaths.bookingCancel, { id: booking.id }), () => {
      sent.cancelled!.push(booking.id);
      state.bookings = [];
      return HttpResponse.json({ ...booking, status: 'cancelled' });
    }),
  );
  renderWithProviders(<AppointmentsPage />);
  return sent;
}

/** The server's words when a time was taken meanwhile. */
const slotTaken = bookingCopy.slotGone;

const lisbonMornings: BookingSettings = {
  timeZone: 'Europe/Lisbon',
  weeklyHours: [{ weekday: 1, opens: '09:00', closes: '13:00' }],
  dayExceptions: [],
};

describe('appointments page', () => {
  afterEach(cleanup);

  it('lists the bookings by day on the business’s clock and cancels one after asking', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings);
    const monday = await screen.findByRole('list', { name: 'Monday 7 December' });
    expect(screen.getByText(copy.bookings.byDay('Monday 7 December', 1))).toBeInTheDocument();
    expect(monday).toHaveTextContent('10:00–10:45 · Test drive');
    expect(monday).toHaveTextContent('Marta Silva · marta@example.com');
    await user.click(
      within(monday).getByRole('button', {
        name: copy.bookings.actions('Test drive', 'Mon 7 Dec, 10:00'),
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: copy.bookings.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(copy.bookings.cancelTitle('Test drive', 'Mon 7 Dec, 10:00'));
    await user.click(within(dialog).getByRole('button', { name: copy.bookings.confirmCancel }));
    expect(await screen.findByText(copy.bookings.empty)).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(copy.bookings.cancelled);
    expect(sent.cancelled).toEqual([booking.id]);
  });

  it('narrows the bookings by service and by who gives them, naming who when there are several', async () => {
    const user = userEvent.setup();
    const marta: Resource = { ...team, id: 'r-marta', name: 'Marta' };
    const oilChange: Booking = {
      ...booking,
      id: 'b-oil',
      serviceName: 'Oil change',
      resourceName: 'Marta',
      customerName: 'Rui Sousa',
      startsAt: '2026-12-08T09:00:00.000Z',
      endsAt: '2026-12-08T10:00:00.000Z',
    };
    renderPage(lisbonMornings, {
      services: [testDrive],
      bookings: [booking, oilChange],
      resources: [team, marta],
    });
    const bookings = await screen.findByRole('region', { name: copy.bookings.title });
    expect(
      await within(bookings).findByText(/Rui Sousa · marta@example\.com · Marta/),
    ).toBeInTheDocument();
    await user.click(within(bookings).getByRole('combobox', { name: copy.bookings.filterService }));
    await user.click(await screen.findByRole('option', { name: 'Oil change' }));
    expect(within(bookings).queryByText(/Marta Silva/)).toBeNull();
    expect(within(bookings).getByText(/Rui Sousa/)).toBeInTheDocument();

    await user.click(within(bookings).getByRole('combobox', { name: copy.bookings.filterService }));
    await user.click(await screen.findByRole('option', { name: copy.bookings.anyService }));
    await user.click(
      within(bookings).getByRole('combobox', { name: copy.bookings.filterResource }),
    );
    await user.click(await screen.findByRole('option', { name: 'Your team' }));
    expect(within(bookings).getByText(/Marta Silva/)).toBeInTheDocument();
    expect(within(bookings).queryByText(/Rui Sousa/)).toBeNull();
  });

  it('moves a booking to another free time, its own time offered as free', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings);
    const monday = await screen.findByRole('list', { name: 'Monday 7 December' });
    await user.click(
      within(monday).getByRole('button', {
        name: copy.bookings.actions('Test drive', 'Mon 7 Dec, 10:00'),
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: copy.bookings.move }));
    const dialog = await screen.findByRole('dialog', {
      name: copy.bookings.moveTitle('Test drive', 'Marta Silva'),
    });
    expect(dialog).toHaveTextContent(copy.bookings.moveFrom('Mon 7 Dec, 10:00'));
    expect(dialog).toHaveTextContent(copy.bookings.moveHint);
    await user.click(
      within(dialog).getByRole('combobox', { name: new RegExp(copy.bookings.time) }),
    );
    await user.click(await screen.findByRole('option', { name: '11:00' }));
    await user.click(within(dialog).getByRole('button', { name: copy.bookings.moveSave }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.bookings.moved);
    expect(sent.moved).toEqual([{ startsAt: '2026-12-07T11:00:00.000Z' }]);
    expect(sent.availability!.at(-1)).toBe(`?from=2026-12-07&days=1&moving=${booking.id}`);
    expect(await screen.findByText('11:00–11:45 · Test drive')).toBeInTheDocument();
  });

  it('chooses which agents offer a service, and names them on the list', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings);
    await user.click(
      await screen.findByRole('button', { name: copy.services.actions('Test drive') }),
    );
    await user.click(
      await screen.findByRole('menuitem', { name: copy.services.edit('Test drive') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: copy.services.editTitle('Test drive'),
    });
    expect(within(dialog).getByLabelText(new RegExp(`^${copy.services.name}`))).toHaveValue(
      'Test drive',
    );
    const offeredBy = within(dialog).getByRole('combobox', { name: copy.services.agents });
    await user.click(offeredBy);
    await user.keyboard('Sales');
    await user.click(await screen.findByRole('option', { name: 'Sales desk' }));
    await user.click(within(dialog).getByRole('button', { name: copy.services.update }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.services.updated);
    expect(sent.serviceEdits).toEqual([
      expect.objectContaining({ name: 'Test drive', agentIds: ['a1'], durationMinutes: 45 }),
    ]);
    expect(await screen.findByText(/Offered by Sales desk/)).toBeInTheDocument();
  });

  it('adds a person with hours of their own and a day off', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings);
    const people = await screen.findByRole('list', { name: copy.resources.title });
    expect(people).toHaveTextContent(`Your team${copy.resources.businessHours}`);
    await user.click(screen.getByRole('button', { name: copy.resources.add }));
    const dialog = await screen.findByRole('dialog', { name: copy.resources.addTitle });
    await user.type(within(dialog).getByLabelText(new RegExp(`^${copy.resources.name}`)), 'Marta');
    await user.click(within(dialog).getByRole('checkbox', { name: copy.resources.ownHours }));
    const friday = within(dialog).getByRole('listitem', { name: 'Friday' });
    await user.click(
      within(friday).getByRole('button', { name: copy.hours.removeHours('Friday') }),
    );
    const daysOff = within(dialog).getByRole('region', { name: copy.hours.exceptionsTitle });
    expect(daysOff).toHaveTextContent(copy.resources.exceptionsHint);
    await user.click(within(daysOff).getByRole('button', { name: copy.hours.addException }));
    const day = within(daysOff).getByLabelText(new RegExp(`^${copy.hours.day}`));
    await user.clear(day);
    await user.type(day, '2026-12-26');
    await user.click(within(dialog).getByRole('button', { name: copy.resources.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.resources.added);
    expect(sent.resources).toEqual([
      {
        name: 'Marta',
        weeklyHours: [1, 2, 3, 4].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })),
        dayExceptions: [{ day: '2026-12-26', hours: [] }],
      },
    ]);
    expect(await screen.findByText(copy.resources.ownHoursSummary(4))).toBeInTheDocument();
  });

  it('adds a service, saying in words what is wrong first and keeping what was typed', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings, { services: [], bookings: [], resources: [] });
    expect(await screen.findByText(copy.services.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.services.add }));
    const dialog = await screen.findByRole('dialog');
    const length = within(dialog).getByLabelText(new RegExp(`^${copy.services.duration}`));
    await user.clear(length);
    await user.type(length, '2');
    await user.click(within(dialog).getByRole('button', { name: copy.services.save }));
    expect(await within(dialog).findByText('Enter the service’s name.')).toBeInTheDocument();
    expect(within(dialog).getByText('A service lasts 5 minutes or more.')).toBeInTheDocument();
    expect(sent.services).toEqual([]);

    await user.type(within(dialog).getByLabelText(new RegExp(`^${copy.services.name}`)), 'Taken');
    await user.clear(length);
    await user.type(length, '30');
    await user.click(within(dialog).getByRole('button', { name: copy.services.save }));
    expect(await within(dialog).findByText('That name is taken.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText(new RegExp(`^${copy.services.name}`));
    await user.clear(name);
    await user.type(name, 'Oil change');
    await user.type(within(dialog).getByLabelText(copy.services.price), '€45');
    await user.click(within(dialog).getByRole('button', { name: copy.services.save }));
    expect(await screen.findByText('Oil change')).toBeInTheDocument();
    expect(screen.getByText('30 min · €45')).toBeInTheDocument();
    expect(sent.services!.at(-1)).toEqual({
      name: 'Oil change',
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 120,
      daysAhead: 60,
      priceText: '€45',
      agentIds: [],
    });
  });

  it('saves the hours with a break, and says beside a stretch that closes before it opens', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings, { services: [], bookings: [], resources: [] });
    const monday = await screen.findByRole('listitem', { name: 'Monday' });
    await user.click(within(monday).getByRole('button', { name: copy.hours.addHours('Monday') }));
    const opens = within(monday).getAllByLabelText(`Monday: ${copy.hours.opens}`);
    const closes = within(monday).getAllByLabelText(`Monday: ${copy.hours.closes}`);
    await user.clear(opens[1]!);
    await user.type(opens[1]!, '14:00');
    await user.clear(closes[1]!);
    await user.type(closes[1]!, '12:00');
    await user.click(screen.getByRole('button', { name: copy.hours.save }));
    expect(await within(monday).findByText('Closing comes after opening.')).toBeInTheDocument();
    expect(sent.settings).toEqual([]);

    await user.clear(closes[1]!);
    await user.type(closes[1]!, '18:00');
    const tuesday = screen.getByRole('listitem', { name: 'Tuesday' });
    expect(tuesday).toHaveTextContent(copy.hours.closed);
    await user.click(screen.getByRole('button', { name: copy.hours.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.hours.saved);
    expect(sent.settings).toEqual([
      {
        timeZone: 'Europe/Lisbon',
        weeklyHours: [
          { weekday: 1, opens: '09:00', closes: '13:00' },
          { weekday: 1, opens: '14:00', closes: '18:00' },
        ],
        dayExceptions: [],
      },
    ]);
  });

  it('closes the business on a holiday and keeps its other days', async () => {
    const user = userEvent.setup();
    const sent = renderPage(
      {
        ...lisbonMornings,
        dayExceptions: [{ day: '2026-12-24', hours: [{ opens: '09:00', closes: '12:00' }] }],
      },
      { services: [], bookings: [], resources: [] },
    );
    const days = await screen.findByRole('region', { name: copy.hours.exceptionsTitle });
    expect(within(days).getByRole('listitem', { name: 'Thu 24 Dec' })).toBeInTheDocument();
    await user.click(within(days).getByRole('button', { name: copy.hours.addException }));
    const added = within(days)
      .getAllByLabelText(new RegExp(`^${copy.hours.day}`))
      .at(-1)!;
    await user.clear(added);
    await user.type(added, '2026-12-25');
    expect(within(days).getByRole('listitem', { name: 'Fri 25 Dec' })).toHaveTextContent(
      copy.hours.closedAllDay,
    );
    await user.click(screen.getByRole('button', { name: copy.hours.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.hours.saved);
    expect(sent.settings!.at(-1)).toMatchObject({
      dayExceptions: [
        { day: '2026-12-24', hours: [{ opens: '09:00', closes: '12:00' }] },
        { day: '2026-12-25', hours: [] },
      ],
    });
  });

  it('books a customer in at a free time, and asks for another when the time was just taken', async () => {
    const user = userEvent.setup();
    const sent = renderPage(lisbonMornings, {
      services: [testDrive],
      bookings: [],
      resources: [team],
    });
    await user.click(await screen.findByRole('button', { name: copy.bookings.add }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: copy.bookings.save }));
    expect(await within(dialog).findByText(copy.bookings.chooseTime)).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the customer’s name.')).toBeInTheDocument();

    const chooseTime = async (time: string) => {
      await user.click(
        within(dialog).getByRole('combobox', { name: new RegExp(copy.bookings.time) }),
      );
      await user.click(await screen.findByRole('option', { name: time }));
    };
    await chooseTime('10:00');
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${copy.bookings.customerName}`)),
      'Marta Silva',
    );
    await user.click(within(dialog).getByRole('button', { name: copy.bookings.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(slotTaken);
    await chooseTime('11:00');
    await user.click(within(dialog).getByRole('button', { name: copy.bookings.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.bookings.booked);
    expect(sent.booked!.at(-1)).toEqual({
      serviceId: testDrive.id,
      startsAt: '2026-12-07T11:00:00.000Z',
      customerName: 'Marta Silva',
    });
    expect(sent.availability!.at(-1)).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&days=1$/);
  });
});
