// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarCopy } from '@shared/integrations.ts';
import GoogleCalendarPage from './google-calendar-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(put: () => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT' ? put() : json({ provider: 'google', connected: false }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <GoogleCalendarPage />
    </QueryClientProvider>,
  );
  return fetch;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('calendar page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires both keys, then stores them and shows Connected (disabled)', async () => {
    const user = userEvent.setup();
    const fetch = renderPage(() =>
      json({
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
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(field(calendarCopy.publicKey), 'pk_1');
    await user.type(field(calendarCopy.secretKey), 'secret-5678');
    await user.click(screen.getByRole('button', { name: calendarCopy.connect }));
    expect(await screen.findByRole('status')).toHaveTextContent(calendarCopy.connected);
    expect(screen.getByRole('button', { name: calendarCopy.connectedButton })).toBeDisabled();
    const [, init] = fetch.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({ publicKey: 'pk_1', secretKey: 'secret-5678' });
  });

  it('says so when the connection fails', async () => {
    const user = userEvent.setup();
    renderPage(() => json({ error: { code: 'x', message: 'x' } }, 503));
    await user.type(await screen.findByLabelText(/^Public Key/), 'pk');
    await user.type(field(calendarCopy.secretKey), 'sk');
    await user.click(screen.getByRole('button', { name: calendarCopy.connect }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calendarCopy.connectFailed);
    expect(screen.getByRole('button', { name: calendarCopy.connect })).toBeEnabled();
  });
});
