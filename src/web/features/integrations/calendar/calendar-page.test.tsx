// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { calendarCopy } from '@shared/integrations.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import GoogleCalendarPage from './google-calendar-page.tsx';

const googleCalendar = apiPath(apiPaths.calendar, { provider: 'google' });

/** Answers the connection's reads, and each connect with `put`; keeps the bodies sent. */
function renderPage(put: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.get(googleCalendar, () => HttpResponse.json({ provider: 'google', connected: false })),
    http.put(googleCalendar, async ({ request }) => {
      sent.push(await request.json());
      return put();
    }),
  );
  renderWithProviders(<GoogleCalendarPage />);
  return sent;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('calendar page', () => {
  afterEach(cleanup);

  it('requires both keys, then stores them and shows Connected (disabled)', async () => {
    const user = userEvent.setup();
    const sent = renderPage(() =>
      HttpResponse.json({
        provider: 'google',
        connected: true,
        publicKey: 'pk_1',
        secretKeyHint: '••••5678',
        connectedAt: new Date().toISOString(),
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Google Calendar' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: calendarCopy.connect }));
    expect(await screen.findByText(calendarCopy.publicKeyRequired)).toBeInTheDocument();
    expect(screen.getByText(calendarCopy.secretKeyRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(field(calendarCopy.publicKey), 'pk_1');
    await user.type(field(calendarCopy.secretKey), 'secret-5678');
    await user.click(screen.getByRole('button', { name: calendarCopy.connect }));
    expect(await screen.findByRole('status')).toHaveTextContent(calendarCopy.connected);
    expect(screen.getByRole('button', { name: calendarCopy.connectedButton })).toBeDisabled();
    expect(sent).toEqual([{ publicKey: 'pk_1', secretKey: 'secret-5678' }]);
  });

  it('says so when the connection fails', async () => {
    const user = userEvent.setup();
    renderPage(() => HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 503 }));
    await user.type(await screen.findByLabelText(/^Public Key/), 'pk');
    await user.type(field(calendarCopy.secretKey), 'sk');
    await user.click(screen.getByRole('button', { name: calendarCopy.connect }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calendarCopy.connectFailed);
    expect(screen.getByRole('button', { name: calendarCopy.connect })).toBeEnabled();
  });
});
