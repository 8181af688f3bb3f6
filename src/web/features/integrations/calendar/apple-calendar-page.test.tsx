// @vitest-environment jsdom
import {
  cleanup,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type CaldavCalendar,
  type CaldavChoices,
  type CaldavConnection,
  caldavCopy as copy,
  type CaldavCredentials,
  ICLOUD_CALDAV_URL,
} from '@shared/caldav-connection.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { screenTitles, unsavedChangesCopy } from '@shared/portal-copy.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import AppleCalendarPage from './apple-calendar-page.tsx';

const home = 'https://caldav.icloud.com/123/calendars/home/';
const work = 'https://caldav.icloud.com/123/calendars/work/';
const holidays = 'https://caldav.icloud.com/123/calendars/holidays/';

const calendars: CaldavCalendar[] = [
  {
    url: home,
    name: 'Home',
    color: null,
    canWrite: true,
    blocksTime: true,
    receivesBookings: true,
  },
  {
    url: work,
    name: 'Work',
    color: null,
    canWrite: true,
    blocksTime: false,
    receivesBookings: false,
  },
  {
    url: holidays,
    name: 'Holidays',
    color: null,
    canWrite: false,
    blocksTime: false,
    receivesBookings: false,
  },
];

const connectedAt = '2026-03-02T09:30:00.000Z';
const connectedAs = (
  overrides: Partial<Extract<CaldavConnection, { connected: true }>> = {},
): CaldavConnection => ({
  connected: true,
  serverUrl: ICLOUD_CALDAV_URL,
  username: 'olivia@icloud.com',
  calendars,
  failure: null,
  busyReadAt: '2026-03-02T09:31:00.000Z',
  connectedAt,
  ...overrides,
});

const refusal = copy.refused.unauthorized;
const rightPassword = 'abcd-efgh-ijkl-mnop';

/**
 * The API as the page reads it: connecting works with the right password only, and the answers
 * follow what was saved. Keeps what each method was sent; `hold` delays the next connect.
 */
function renderPage(start: CaldavConnection, options: { hold?: Promise<void> } = {}) {
  let state = start;
  const sent = {
    put: [] as unknown[],
    patch: [] as unknown[],
    deleted: 0,
  };
  apiServer.use(
    http.get(apiPaths.appleCalendar, () => HttpResponse.json(state)),
    http.put(apiPaths.appleCalendar, async ({ request }) => {
      const body = (await request.json()) as CaldavCredentials;
      sent.put.push(body);
      await options.hold;
      if (body.password !== rightPassword) {
        return HttpResponse.json(
          { error: { code: 'calendar_unauthorized', message: refusal } },
          { status: 400 },
        );
      }
      state = connectedAs({ username: body.username, busyReadAt: null });
      return HttpResponse.json(state);
    }),
    http.patch(apiPaths.appleCalendar, async ({ request }) => {
      const body = (await request.json()) as CaldavChoices;
      sent.patch.push(body);
      if (state.connected) {
        state = {
          ...state,
          calendars: state.calendars.map((calendar) => ({
            ...calendar,
            blocksTime: body.busyCalendars.includes(calendar.url),
            receivesBookings: body.bookingCalendar === calendar.url,
          })),
        };
      }
      return HttpResponse.json(state);
    }),
    http.delete(apiPaths.appleCalendar, () => {
      sent.deleted += 1;
      state = { connected: false };
      return HttpResponse.json(state);
    }),
  );
  const rendered = renderWithProviders(<AppleCalendarPage />, { route: '/apple' });
  return { sent, router: rendered.router };
}

// Labels of required fields carry a marker: match their start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const calendarRow = (name: string) => screen.getByRole('group', { name });
const connectButton = () => screen.getByRole('button', { name: calendarCopy.connect });

describe('Apple Calendar page', () => {
  afterEach(cleanup);

  it('offers iCloud’s address and how to get an app-specific password, and refuses empty fields in words', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage({ connected: false });
    expect(screen.getByRole('heading', { level: 1, name: screenTitles.apple })).toBeInTheDocument();
    const serverUrl = await screen.findByLabelText(new RegExp(`^${copy.serverUrl}`));
    expect(serverUrl).toHaveValue(ICLOUD_CALDAV_URL);
    expect(screen.getByText(copy.serverUrlHint)).toBeInTheDocument();
    expect(screen.getByText(copy.howToPassword)).toBeVisible();

    await user.clear(serverUrl);
    await user.click(connectButton());
    expect(await screen.findByText(copy.serverUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(copy.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.passwordRequired)).toBeInTheDocument();

    await user.type(serverUrl, 'caldav.example.com');
    await user.click(connectButton());
    expect(await screen.findByText(copy.serverUrlInvalid)).toBeInTheDocument();
    expect(sent.put).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderPage({ connected: false });
    const password = await screen.findByLabelText(new RegExp(`^${copy.password}`));
    await user.type(password, rightPassword);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: copy.showPassword }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: copy.hidePassword }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says the server’s refusal in its words, then connects and lists the calendars', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { sent } = renderPage({ connected: false }, { hold });
    await user.type(
      await screen.findByLabelText(new RegExp(`^${copy.username}`)),
      ' olivia@icloud.com ',
    );
    await user.type(field(copy.password), 'my-own-password');
    await user.click(connectButton());
    expect(await screen.findByRole('button', { name: calendarCopy.connecting })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(connectButton()).toBeEnabled();

    await user.clear(field(copy.password));
    await user.type(field(copy.password), rightPassword);
    await user.click(connectButton());
    expect(await screen.findByRole('status')).toHaveTextContent(calendarCopy.connected);
    expect(sent.put).toEqual([
      { serverUrl: ICLOUD_CALDAV_URL, username: 'olivia@icloud.com', password: 'my-own-password' },
      { serverUrl: ICLOUD_CALDAV_URL, username: 'olivia@icloud.com', password: rightPassword },
    ]);

    expect(screen.getByText(copy.connectedAs('olivia@icloud.com'))).toBeInTheDocument();
    expect(screen.getByText(copy.notReadYet)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: copy.calendarsTitle });
    for (const name of ['Home', 'Work', 'Holidays']) {
      expect(within(list).getByRole('group', { name })).toBeInTheDocument();
    }
    expect(
      within(calendarRow('Home')).getByRole('checkbox', { name: copy.blocksTime }),
    ).toBeChecked();
    expect(
      within(calendarRow('Home')).getByRole('radio', { name: copy.receivesBookings }),
    ).toBeChecked();
    expect(within(calendarRow('Holidays')).getByText(copy.readOnly)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${copy.password}`))).not.toBeInTheDocument();
  });

  it('saves which calendars block time and which receives bookings, read-only ones excepted', async () => {
    const user = userEvent.setup();
    const { sent, router } = renderPage(connectedAs());
    const workRow = await screen.findByRole('group', { name: 'Work' });
    expect(screen.getByText(copy.connectedAs('olivia@icloud.com'))).toBeInTheDocument();
    expect(screen.getByText(ICLOUD_CALDAV_URL)).toBeInTheDocument();
    expect(screen.getByText(calendarCopy.connectedSince)).toBeInTheDocument();
    expect(screen.getByText(copy.lastRead)).toBeInTheDocument();
    expect(
      within(calendarRow('Holidays')).getByRole('radio', { name: copy.receivesBookings }),
    ).toBeDisabled();

    await user.click(within(workRow).getByRole('checkbox', { name: copy.blocksTime }));
    await user.click(within(workRow).getByRole('radio', { name: copy.receivesBookings }));
    await user.click(
      within(calendarRow('Holidays')).getByRole('checkbox', { name: copy.blocksTime }),
    );
    await user.click(screen.getByRole('button', { name: copy.saveChoices }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.choicesSaved);
    expect(sent.patch).toEqual([{ busyCalendars: [home, work, holidays], bookingCalendar: work }]);

    await user.click(within(calendarRow('Home')).getByRole('checkbox', { name: copy.blocksTime }));
    await user.click(screen.getByRole('radio', { name: copy.noBookingCalendar }));
    await user.click(screen.getByRole('button', { name: copy.saveChoices }));
    await waitFor(() => expect(sent.patch).toHaveLength(2));
    expect(sent.patch[1]).toEqual({ busyCalendars: [work, holidays], bookingCalendar: null });
    expect(screen.getByRole('radio', { name: copy.noBookingCalendar })).toBeChecked();
    // Saved: nothing is left to lose, so leaving does not ask.
    await router.navigate('/elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the server’s refusal of the choices in its words', async () => {
    const user = userEvent.setup();
    renderPage(connectedAs());
    apiServer.use(
      http.patch(apiPaths.appleCalendar, () =>
        HttpResponse.json(
          { error: { code: 'calendar_read_only', message: copy.bookingCalendarReadOnly } },
          { status: 400 },
        ),
      ),
    );
    await user.click(
      within(await screen.findByRole('group', { name: 'Work' })).getByRole('radio', {
        name: copy.receivesBookings,
      }),
    );
    await user.click(screen.getByRole('button', { name: copy.saveChoices }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.bookingCalendarReadOnly);
  });

  it('asks before leaving calendars chosen but not saved', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(connectedAs());
    await user.click(
      within(await screen.findByRole('group', { name: 'Work' })).getByRole('checkbox', {
        name: copy.blocksTime,
      }),
    );
    await router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: unsavedChangesCopy.title });
    await user.click(within(dialog).getByRole('button', { name: unsavedChangesCopy.stay }));
    await waitForElementToBeRemoved(dialog);
    expect(router.state.location.pathname).toBe('/apple');
    expect(
      within(calendarRow('Work')).getByRole('checkbox', { name: copy.blocksTime }),
    ).toBeChecked();
  });

  it('warns in words when the calendar stopped answering', async () => {
    renderPage(connectedAs({ failure: copy.refused.unreachable }));
    expect(await screen.findByText(copy.failing(copy.refused.unreachable))).toBeInTheDocument();
  });

  it('disconnects after asking, back to the sign-in form', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(connectedAs());
    await user.click(await screen.findByRole('button', { name: calendarCopy.disconnect }));
    const dialog = await screen.findByRole('dialog', { name: copy.disconnectTitle });
    await user.click(within(dialog).getByRole('button', { name: copy.keepConnected }));
    await waitForElementToBeRemoved(dialog);
    expect(sent.deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: calendarCopy.disconnect }));
    await user.click(
      within(await screen.findByRole('dialog', { name: copy.disconnectTitle })).getByRole(
        'button',
        { name: calendarCopy.disconnect },
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(copy.disconnected);
    expect(sent.deleted).toBe(1);
    expect(await screen.findByLabelText(new RegExp(`^${copy.serverUrl}`))).toHaveValue(
      ICLOUD_CALDAV_URL,
    );
    expect(screen.queryByRole('region', { name: copy.calendarsTitle })).not.toBeInTheDocument();
  });

  it('says in words when the connection cannot be loaded', async () => {
    apiServer.use(
      http.get(apiPaths.appleCalendar, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    renderWithProviders(<AppleCalendarPage />);
    expect(screen.getByRole('progressbar', { name: calendarCopy.loading })).toBeInTheDocument();
    expect(await screen.findByText(calendarCopy.loadFailed)).toBeInTheDocument();
  });
});
