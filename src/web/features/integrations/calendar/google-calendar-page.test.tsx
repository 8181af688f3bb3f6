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
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import {
  GOOGLE_OUTCOME_PARAM,
  type GoogleCalendar,
  type GoogleChoices,
  googleCalendarCopy as copy,
  type GoogleConnection,
} from '@shared/google-calendar.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { leaveFor } from './components/leave-for.ts';
import GoogleCalendarPage from './google-calendar-page.tsx';

vi.mock('./components/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const redirectUri = 'https://portal.example.com/api/v1/calendars/google/callback';
const consentPage = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=abc&state=xyz';
const email = 'olivia@gmail.com';
const team = 'team123@group.calendar.google.com';
const holidays = 'en.portuguese#holiday@group.v.calendar.google.com';

const calendars: GoogleCalendar[] = [
  {
    id: email,
    summary: email,
    primary: true,
    color: null,
    canWrite: true,
    blocksTime: true,
    receivesBookings: true,
  },
  {
    id: team,
    summary: 'Team',
    primary: false,
    color: null,
    canWrite: true,
    blocksTime: false,
    receivesBookings: false,
  },
  {
    id: holidays,
    summary: 'Holidays in Portugal',
    primary: false,
    color: null,
    canWrite: false,
    blocksTime: false,
    receivesBookings: false,
  },
];

const notConnected = (configured: boolean): GoogleConnection => ({
  connected: false,
  configured,
  redirectUri,
});

const connectedAs = (
  overrides: Partial<Extract<GoogleConnection, { connected: true }>> = {},
): GoogleConnection => ({
  connected: true,
  configured: true,
  redirectUri,
  email,
  calendars,
  status: 'connected',
  failure: null,
  busyReadAt: '2026-03-02T09:31:00.000Z',
  connectedAt: '2026-03-02T09:30:00.000Z',
  ...overrides,
});

/** The API as the page reads it, keeping what each method was sent. */
function renderPage(start: GoogleConnection, route = '/google') {
  let state = start;
  const sent = { authorize: 0, patch: [] as unknown[], deleted: 0 };
  apiServer.use(
    http.get(apiPaths.googleCalendar, () => HttpResponse.json(state)),
    http.post(apiPaths.googleCalendarAuthorize, () => {
      sent.authorize += 1;
      return HttpResponse.json({ url: consentPage });
    }),
    http.patch(apiPaths.googleCalendar, async ({ request }) => {
      const body = (await request.json()) as GoogleChoices;
      sent.patch.push(body);
      if (state.connected) {
        state = {
          ...state,
          calendars: state.calendars.map((calendar) => ({
            ...calendar,
            blocksTime: body.busyCalendars.includes(calendar.id),
            receivesBookings: body.bookingCalendar === calendar.id,
          })),
        };
      }
      return HttpResponse.json(state);
    }),
    http.delete(apiPaths.googleCalendar, () => {
      sent.deleted += 1;
      state = notConnected(true);
      return HttpResponse.json(state);
    }),
  );
  const rendered = renderWithProviders(<GoogleCalendarPage />, { route });
  return { sent, router: rendered.router };
}

const calendarRow = (name: string) => screen.getByRole('group', { name });

describe('Google Calendar page', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(leaveFor).mockClear();
  });

  it('tells what the server’s operator must set up when there is no Google OAuth client', async () => {
    const { sent } = renderPage(notConnected(false));
    expect(
      screen.getByRole('heading', { level: 1, name: screenTitles.google }),
    ).toBeInTheDocument();
    expect(await screen.findByText(copy.notConfiguredTitle)).toBeInTheDocument();
    for (const step of copy.notConfiguredSteps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByText(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/)).toBeInTheDocument();
    expect(screen.getByText(/after 7 days/)).toBeInTheDocument();
    expect(screen.getByLabelText(copy.redirectUriLabel)).toHaveTextContent(redirectUri);
    expect(screen.queryByRole('button', { name: copy.connect })).not.toBeInTheDocument();
    expect(sent.authorize).toBe(0);
  });

  it('sends the owner to Google’s consent page', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(notConnected(true));
    expect(await screen.findByText(copy.connectHint)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: copy.connect }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(consentPage));
    expect(sent.authorize).toBe(1);
    expect(screen.getByRole('button', { name: copy.opening })).toBeDisabled();
  });

  it('says in words when Google’s page cannot be opened', async () => {
    const user = userEvent.setup();
    renderPage(notConnected(true));
    apiServer.use(
      http.post(apiPaths.googleCalendarAuthorize, () =>
        HttpResponse.json(
          { error: { code: 'google_not_configured', message: copy.notConfigured } },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: copy.connect }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.notConfigured);
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: copy.connect })).toBeEnabled();
  });

  it('says the calendar is connected when Google sends the owner back, once', async () => {
    const { router } = renderPage(connectedAs(), `/google?${GOOGLE_OUTCOME_PARAM}=connected`);
    expect(await screen.findByRole('status')).toHaveTextContent(calendarCopy.connected);
    expect(await screen.findByText(copy.connectedAs(email))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says why connecting failed when Google sends the owner back without access', async () => {
    renderPage(notConnected(true), `/google?${GOOGLE_OUTCOME_PARAM}=denied`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(calendarCopy.connectFailed);
    expect(alert).toHaveTextContent(copy.outcomeDetail.denied);
    expect(await screen.findByRole('button', { name: copy.connect })).toBeEnabled();
  });

  it('lists the Google calendars and saves which block time and which receives bookings', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(connectedAs());
    const teamRow = await screen.findByRole('group', { name: 'Team' });
    expect(screen.getByText(copy.account)).toBeInTheDocument();
    expect(screen.getByText(email, { selector: 'dd' })).toBeInTheDocument();
    expect(within(calendarRow(email)).getByText(copy.primary)).toBeInTheDocument();
    expect(
      within(calendarRow('Holidays in Portugal')).getByText(copy.readOnly),
    ).toBeInTheDocument();
    expect(
      within(calendarRow('Holidays in Portugal')).getByRole('radio', {
        name: copy.receivesBookings,
      }),
    ).toBeDisabled();
    expect(
      within(calendarRow(email)).getByRole('checkbox', { name: copy.blocksTime }),
    ).toBeChecked();

    await user.click(within(teamRow).getByRole('checkbox', { name: copy.blocksTime }));
    await user.click(within(teamRow).getByRole('radio', { name: copy.receivesBookings }));
    await user.click(
      within(calendarRow('Holidays in Portugal')).getByRole('checkbox', { name: copy.blocksTime }),
    );
    await user.click(screen.getByRole('button', { name: copy.saveChoices }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.choicesSaved);
    expect(sent.patch).toEqual([{ busyCalendars: [email, team, holidays], bookingCalendar: team }]);

    await user.click(screen.getByRole('radio', { name: copy.noBookingCalendar }));
    await user.click(screen.getByRole('button', { name: copy.saveChoices }));
    await waitFor(() => expect(sent.patch).toHaveLength(2));
    expect(sent.patch[1]).toEqual({
      busyCalendars: [email, team, holidays],
      bookingCalendar: null,
    });
  });

  it('warns in words when Google stopped answering', async () => {
    renderPage(connectedAs({ failure: copy.refused.unreachable }));
    expect(await screen.findByText(copy.failing(copy.refused.unreachable))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.reconnect })).not.toBeInTheDocument();
  });

  it('asks to connect again when Google refuses the grant', async () => {
    const user = userEvent.setup();
    renderPage(connectedAs({ status: 'needs_reconnecting', failure: copy.refused.revoked }));
    expect(await screen.findByText(copy.needsReconnectingText)).toBeInTheDocument();
    expect(screen.getAllByText(copy.needsReconnecting).length).toBeGreaterThan(0);
    expect(screen.queryByText(copy.failing(copy.refused.revoked))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.reconnect }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(consentPage));
  });

  it('disconnects after asking, back to Connect', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(connectedAs());
    await user.click(await screen.findByRole('button', { name: calendarCopy.disconnect }));
    const dialog = await screen.findByRole('dialog', { name: copy.disconnectTitle });
    expect(within(dialog).getByText(copy.disconnectText)).toBeInTheDocument();
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
    expect(await screen.findByRole('button', { name: copy.connect })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: copy.calendarsTitle })).not.toBeInTheDocument();
  });

  it('says in words when the connection cannot be loaded', async () => {
    apiServer.use(
      http.get(apiPaths.googleCalendar, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    renderWithProviders(<GoogleCalendarPage />);
    expect(screen.getByRole('progressbar', { name: calendarCopy.loading })).toBeInTheDocument();
    expect(await screen.findByText(calendarCopy.loadFailed)).toBeInTheDocument();
  });
});
