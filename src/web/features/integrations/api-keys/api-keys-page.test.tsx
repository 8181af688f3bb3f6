// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { apiKeyCopy } from '@shared/integrations.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import ApiKeysPage from './api-keys-page.tsx';

const unavailable = () =>
  HttpResponse.json({ error: { code: 'unavailable', message: 'Try later' } }, { status: 503 });

const fullKey = `sk_test_${'a1B2'.repeat(8)}`;
const listed = {
  id: 'k1',
  name: 'Development API Key',
  maskedKey: `sk_test_${'•'.repeat(16)}a1B2`,
  created: '2026-01-02T10:00:00.000Z',
  lastUsed: null,
};

// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error as Error);
    reader.readAsText(blob);
  });

/** Lists `listed`, answers its full key with `secret`, and counts the full-key requests. */
function renderPage(secret: () => Response | Promise<Response>) {
  const secretRequests = { count: 0 };
  apiServer.use(
    http.get(apiPaths.apiKeys, () => HttpResponse.json({ apiKeys: [listed] })),
    http.get(apiPaths.apiKeySecret, () => {
      secretRequests.count += 1;
      return secret();
    }),
  );
  renderWithProviders(<ApiKeysPage />);
  return secretRequests;
}

describe('API keys page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the empty state, and the failure message when creating fails', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.get(apiPaths.apiKeys, () => HttpResponse.json({ apiKeys: [] })),
      http.post(apiPaths.apiKeys, unavailable),
    );
    renderWithProviders(<ApiKeysPage />);
    expect(await screen.findByText(apiKeyCopy.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: apiKeyCopy.createKey }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: apiKeyCopy.create }));
    expect(await within(dialog).findByText(apiKeyCopy.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Key name/), 'Zapier');
    await user.click(within(dialog).getByRole('button', { name: apiKeyCopy.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiKeyCopy.createFailed);
  });

  it('masks keys, reveals one on request and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const secretRequests = renderPage(() => HttpResponse.json({ key: fullKey }));
    const value = await screen.findByText(listed.maskedKey);
    await user.click(screen.getByRole('button', { name: apiKeyCopy.show(listed.name) }));
    expect(await screen.findByText(fullKey)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: apiKeyCopy.hide(listed.name) }));
    expect(value).toHaveTextContent(listed.maskedKey);

    await user.click(screen.getByRole('button', { name: apiKeyCopy.copy(listed.name) }));
    expect(await screen.findByRole('status')).toHaveTextContent(apiKeyCopy.copied);
    expect(writeText).toHaveBeenCalledWith(fullKey);
    // The full key was fetched once and reused for the copy.
    expect(secretRequests.count).toBe(1);
  });

  it('copies a key never revealed in one click, starting the write before the key arrives', async () => {
    const user = userEvent.setup();
    // Safari accepts a clipboard write only during the click: it must not wait for the request.
    let written: Promise<string> | undefined;
    const write = vi.fn(async ([item]: { data: Record<string, Promise<Blob>> }[]) => {
      written = item!.data['text/plain']!.then(textOf);
      await written;
    });
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly data: Record<string, Promise<Blob>>) {}
      },
    );
    Object.defineProperty(navigator, 'clipboard', {
      value: { write, writeText: vi.fn() },
      configurable: true,
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPage(async () => {
      await held;
      return HttpResponse.json({ key: fullKey });
    });
    await user.click(await screen.findByRole('button', { name: apiKeyCopy.copy(listed.name) }));
    expect(write).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(apiKeyCopy.copied);
    expect(await written).toBe(fullKey);
    expect(screen.getByTestId('api-key-value')).toHaveTextContent(listed.maskedKey);
  });

  it('says in words when the full key cannot be fetched, for reveal and for copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(unavailable);
    await user.click(await screen.findByRole('button', { name: apiKeyCopy.show(listed.name) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiKeyCopy.revealFailed);
    expect(screen.getByTestId('api-key-value')).toHaveTextContent(listed.maskedKey);
    expect(screen.getByRole('button', { name: apiKeyCopy.show(listed.name) })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: apiKeyCopy.copy(listed.name) }));
    expect(await screen.findByText(apiKeyCopy.copyFailed)).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says in words when the browser refuses the clipboard write', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(() => HttpResponse.json({ key: fullKey }));
    await user.click(await screen.findByRole('button', { name: apiKeyCopy.copy(listed.name) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiKeyCopy.copyFailed);
    expect(writeText).toHaveBeenCalledWith(fullKey);
  });
});
