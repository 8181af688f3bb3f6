// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { integrationTimers, whatsappCopy } from '@shared/integrations.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { ConnectDialog } from './connect-dialog.tsx';

const pairing = { pairingId: 'p1', code: 'agentra-wa-pair:abc', expiresAt: '2030-01-01T00:00:00Z' };

/** The pairing API: `post` answers a new pairing, `status` its state; cancellations are kept. */
function renderDialog(
  status: () => string,
  post: () => Response = () => HttpResponse.json(pairing, { status: 201 }),
) {
  const cancelled: string[] = [];
  apiServer.use(
    http.get(apiPaths.whatsappInstances, () =>
      HttpResponse.json({ instances: [], gateway: 'simulated' }),
    ),
    http.post(apiPaths.whatsappPairings, post),
    http.get(apiPaths.whatsappPairing, () => HttpResponse.json({ status: status() })),
    http.delete(apiPaths.whatsappPairing, ({ request }) => {
      cancelled.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const onClose = vi.fn();
  const onConnected = vi.fn();
  renderWithProviders(
    <ConnectDialog open instance={undefined} onClose={onClose} onConnected={onConnected} />,
  );
  return { cancelled, onClose, onConnected };
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
  });

  it('counts down from 30 and closes at 0, cancelling the pairing', async () => {
    const { cancelled, onClose, onConnected } = renderDialog(() => 'pending');
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
    await vi.waitFor(() =>
      expect(cancelled).toEqual([apiPath(apiPaths.whatsappPairing, { id: 'p1' })]),
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
      () => HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 }),
    );
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(whatsappCopy.connectFailed);
  });
});
