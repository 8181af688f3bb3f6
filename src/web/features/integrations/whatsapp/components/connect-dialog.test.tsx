// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integrationTimers, whatsappCopy } from '@shared/integrations.ts';
import { ConnectDialog } from './connect-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pairing = { pairingId: 'p1', code: 'agentra-wa-pair:abc', expiresAt: '2030-01-01T00:00:00Z' };

function renderDialog(status: () => string, post: () => Response = () => json(pairing, 201)) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') return post();
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (url.includes('/pairings/')) return json({ status: status() });
    return json({ instances: [] });
  });
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  const onConnected = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ConnectDialog open instance={undefined} onClose={onClose} onConnected={onConnected} />
    </QueryClientProvider>,
  );
  return { fetch, onClose, onConnected };
}

async function generate() {
  fireEvent.change(screen.getByLabelText(/^Instance name/), { target: { value: 'Sales' } });
  fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+12025550143' } });
  fireEvent.click(screen.getByRole('button', { name: whatsappCopy.generateQr }));
}

describe('WhatsApp connect dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down from 30 and closes at 0, cancelling the pairing', async () => {
    const { fetch, onClose, onConnected } = renderDialog(() => 'pending');
    await generate();
    expect(await screen.findByRole('timer')).toHaveTextContent(whatsappCopy.expiresIn(30));
    expect(await screen.findByRole('img', { name: whatsappCopy.qrAlt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent(whatsappCopy.expiresIn(20));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConnected).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/whatsapp/pairings/p1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('reports the connection once the gateway says the code was scanned', async () => {
    let scanned = false;
    const { onClose, onConnected } = renderDialog(() => (scanned ? 'connected' : 'pending'));
    await generate();
    await screen.findByRole('timer');
    scanned = true;
    await act(() => vi.advanceTimersByTimeAsync(integrationTimers.pairingPollMs * 2));
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'Failed to connect WhatsApp' when no code can be issued", async () => {
    renderDialog(
      () => 'pending',
      () => json({ error: { code: 'unavailable', message: 'x' } }, 503),
    );
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(whatsappCopy.connectFailed);
  });
});
