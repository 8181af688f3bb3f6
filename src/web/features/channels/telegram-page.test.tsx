// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { channelsCopy } from '@shared/channels-copy.ts';
import { paths } from '@shared/paths.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { BOTFATHER_URL, telegramCopy } from '@shared/telegram.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import TelegramPage from './telegram-page.tsx';

const agent = (id: string, name: string, channels: Agent['channels']): Agent => ({
  id,
  name,
  type: 'Support',
  status: 'active',
  channels,
  conversations: 0,
  lastActive: '2026-01-01T00:00:00.000Z',
  answerThreshold: 0.5,
});

const salesAssistant = agent('a1', 'Sales Assistant', ['Webchat', 'WhatsApp']);
const supportBot = agent('a2', 'Support Bot', ['Telegram']);

/** The screen over these agents; the Support Bot has no bot connected yet. */
function renderTelegram(agents: Agent[]) {
  apiServer.use(
    http.get(apiPaths.agents, () => HttpResponse.json({ agents })),
    http.get(apiPath(apiPaths.agentTelegram, { id: supportBot.id }), () =>
      HttpResponse.json({ agentId: supportBot.id, connected: false }),
    ),
  );
  renderWithProviders(<TelegramPage />);
}

const card = async (name: string) => screen.findByRole('region', { name });

describe('TelegramPage', () => {
  afterEach(cleanup);

  it('shows a card for each agent on Telegram, and lists the agents not on it', async () => {
    renderTelegram([salesAssistant, supportBot]);
    expect(
      screen.getByRole('heading', { level: 1, name: screenTitles.telegram }),
    ).toBeInTheDocument();
    expect(await card(telegramCopy.cardTitle(supportBot.name))).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: telegramCopy.cardTitle(salesAssistant.name) }),
    ).toBeNull();

    const elsewhere = screen.getByRole('region', { name: telegramCopy.notOnTelegramLabel });
    expect(elsewhere).toHaveTextContent(`${telegramCopy.notOnTelegram} ${salesAssistant.name}`);
    expect(within(elsewhere).getByText(telegramCopy.noTelegramChannel)).toBeInTheDocument();
    expect(
      within(elsewhere).getByRole('link', { name: channelsCopy.manageAgents }),
    ).toHaveAttribute('href', paths.portal.agents);
  });

  it('points to Manage Agents when there is no agent', async () => {
    renderTelegram([]);
    expect(await screen.findByText(telegramCopy.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: channelsCopy.manageAgents })).toHaveAttribute(
      'href',
      paths.portal.agents,
    );
  });

  const telegramPath = apiPath(apiPaths.agentTelegram, { id: supportBot.id });
  const connected = {
    agentId: supportBot.id,
    connected: true,
    botUsername: 'support_shop_bot',
    mode: 'webhook',
    status: 'connected',
    connectedAt: '2026-01-01T00:00:00.000Z',
  };

  it('explains BotFather, shows Telegram’s refusal under the token, then the connected bot', async () => {
    const user = userEvent.setup();
    const tokens: unknown[] = [];
    renderTelegram([supportBot]);
    apiServer.use(
      http.put(telegramPath, async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        tokens.push(token);
        if (tokens.length === 1) {
          return HttpResponse.json(
            {
              error: {
                code: 'invalid_input',
                message: telegramCopy.tokenRefused,
                fields: { token: telegramCopy.tokenRefused },
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(connected);
      }),
    );
    const section = await card(telegramCopy.cardTitle(supportBot.name));
    expect(
      await within(section).findByRole('link', { name: telegramCopy.botFatherLink }),
    ).toHaveAttribute('href', BOTFATHER_URL);
    const field = await within(section).findByRole('textbox', { name: telegramCopy.tokenLabel });
    await user.click(within(section).getByRole('button', { name: telegramCopy.connect }));
    expect(
      await within(section).findByText('Paste the token BotFather gave you.'),
    ).toBeInTheDocument();
    expect(tokens).toEqual([]);

    const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
    await user.type(field, token);
    await user.click(within(section).getByRole('button', { name: telegramCopy.connect }));
    expect(await within(section).findByText(telegramCopy.tokenRefused)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: telegramCopy.connect }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      telegramCopy.connectedAs('support_shop_bot'),
    );
    expect(tokens).toEqual([token, token]);
    expect(within(section).queryByRole('textbox', { name: telegramCopy.tokenLabel })).toBeNull();
  });

  it('asks before disconnecting the bot', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    renderTelegram([supportBot]);
    apiServer.use(
      http.get(telegramPath, () => HttpResponse.json(connected)),
      http.delete(telegramPath, () => {
        deletes++;
        return HttpResponse.json({ agentId: supportBot.id, connected: false });
      }),
    );
    const section = await card(telegramCopy.cardTitle(supportBot.name));
    await user.click(await within(section).findByRole('button', { name: telegramCopy.disconnect }));
    const dialog = await screen.findByRole('dialog', { name: telegramCopy.disconnectTitle });
    expect(dialog).toHaveTextContent(telegramCopy.disconnectConfirm('support_shop_bot'));
    await user.click(within(dialog).getByRole('button', { name: telegramCopy.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toBe(0);

    await user.click(within(section).getByRole('button', { name: telegramCopy.disconnect }));
    const again = await screen.findByRole('dialog', { name: telegramCopy.disconnectTitle });
    await user.click(within(again).getByRole('button', { name: telegramCopy.disconnect }));
    expect(
      await within(section).findByRole('textbox', { name: telegramCopy.tokenLabel }),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
  });
});
