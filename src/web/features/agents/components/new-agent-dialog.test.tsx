// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentCopy } from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { channelCopy } from '@shared/channels.ts';
import { paths } from '@shared/paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { NewAgentDialog } from './new-agent-dialog.tsx';

function renderDialog() {
  const onCreated = vi.fn();
  renderWithProviders(<NewAgentDialog open onClose={vi.fn()} onCreated={onCreated} />);
  return { onCreated };
}

describe('NewAgentDialog', () => {
  afterEach(cleanup);

  it('keeps Create disabled until a non-blank name and a channel are given, then posts them', async () => {
    const created = {
      id: 'a1',
      name: 'Rental Desk',
      type: 'General',
      status: 'active',
      channels: ['Telegram'],
      conversations: 0,
      lastActive: new Date().toISOString(),
      answerThreshold: 0.43,
    };
    const posted: unknown[] = [];
    apiServer.use(
      http.post(apiPaths.agents, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(created, { status: 201 });
      }),
    );
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
    expect(posted).toEqual([{ name: 'Rental Desk', type: 'General', channels: ['Telegram'] }]);
  });

  it('offers Instagram and Messenger like the other channels', () => {
    renderDialog();
    for (const channel of ['WhatsApp', 'Instagram', 'Messenger']) {
      expect(screen.getByRole('checkbox', { name: channel })).toBeEnabled();
    }
    expect(
      screen.queryByRole('checkbox', { name: channelCopy.comingSoonChoice('Instagram') }),
    ).toBeNull();
  });

  it("shows the server's plan-limit message in words, once, with the way to upgrade", async () => {
    const message = 'Your Essential plan includes up to 5 AI agents.';
    apiServer.use(
      http.post(apiPaths.agents, () =>
        HttpResponse.json({ error: { code: 'plan_limit', message } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const { onCreated } = renderDialog();
    await user.type(screen.getByLabelText(/^Agent Name/), 'One more');
    await user.click(screen.getByRole('checkbox', { name: 'Webchat' }));
    await user.click(screen.getByRole('button', { name: agentCopy.create }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(within(alert).getByRole('link', { name: agentCopy.upgradePlan })).toHaveAttribute(
      'href',
      paths.portal.subscription,
    );
    expect(onCreated).not.toHaveBeenCalled();
  });
});
