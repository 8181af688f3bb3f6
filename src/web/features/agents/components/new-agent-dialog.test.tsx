// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentCopy } from '@shared/agents.ts';
import { NewAgentDialog } from './new-agent-dialog.tsx';

function renderDialog() {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewAgentDialog open onClose={vi.fn()} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { onCreated };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('NewAgentDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Create disabled until a non-blank name and a channel are given, then posts them', async () => {
    const created = {
      id: 'a1',
      name: 'Rental Desk',
      type: 'General',
      status: 'active',
      channels: ['Telegram'],
      conversations: 0,
      lastActive: new Date().toISOString(),
    };
    const fetchMock = vi.fn(async () => json(created, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { onCreated } = renderDialog();
    const create = screen.getByRole('button', { name: agentCopy.create });
    expect(create).toBeDisabled();

    await user.type(screen.getByLabelText(/^Agent Name/), '   ');
    await user.click(screen.getByRole('checkbox', { name: 'Telegram' }));
    expect(create).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Agent Name/));
    await user.type(screen.getByLabelText(/^Agent Name/), 'Rental Desk');
    expect(create).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Telegram' }));
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Telegram' }));

    await user.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/agents');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Rental Desk',
      type: 'General',
      channels: ['Telegram'],
    });
  });

  it("shows the server's plan-limit message in words", async () => {
    const message = 'Your Essential plan includes up to 5 AI agents.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'plan_limit', message } }, 400)),
    );
    const user = userEvent.setup();
    const { onCreated } = renderDialog();
    await user.type(screen.getByLabelText(/^Agent Name/), 'One more');
    await user.click(screen.getByRole('checkbox', { name: 'Webchat' }));
    await user.click(screen.getByRole('button', { name: agentCopy.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
