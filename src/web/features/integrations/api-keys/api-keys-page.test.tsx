// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyCopy } from '@shared/integrations.ts';
import ApiKeysPage from './api-keys-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fullKey = `sk_test_${'a1B2'.repeat(8)}`;
const listed = {
  id: 'k1',
  name: 'Development API Key',
  maskedKey: `sk_test_${'•'.repeat(16)}a1B2`,
  created: '2026-01-02T10:00:00.000Z',
  lastUsed: null,
};

function renderPage(routes: (url: string, method: string) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    routes(url, init?.method ?? 'GET'),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ApiKeysPage />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('API keys page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the empty state, and the failure message when creating fails', async () => {
    const user = userEvent.setup();
    renderPage((_url, method) =>
      method === 'POST' ? json({ error: { code: 'x', message: 'x' } }, 503) : json({ apiKeys: [] }),
    );
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
    const fetch = renderPage((url) =>
      url.endsWith('/k1/key') ? json({ key: fullKey }) : json({ apiKeys: [listed] }),
    );
    const value = await screen.findByText(listed.maskedKey);
    await user.click(screen.getByRole('button', { name: apiKeyCopy.show(listed.name) }));
    expect(await screen.findByText(fullKey)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: apiKeyCopy.hide(listed.name) }));
    expect(value).toHaveTextContent(listed.maskedKey);

    await user.click(screen.getByRole('button', { name: apiKeyCopy.copy(listed.name) }));
    expect(await screen.findByRole('status')).toHaveTextContent(apiKeyCopy.copied);
    expect(writeText).toHaveBeenCalledWith(fullKey);
    // The full key was fetched once and reused for the copy.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/key'))).toHaveLength(1);
  });
});
