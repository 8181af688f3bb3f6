// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { META_OUTCOME_PARAM, metaCopy, type MetaPage } from '@shared/meta.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import MetaPageScreen from './meta-page.tsx';

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

const agents = [
  agent('a1', 'Sales Assistant', ['Webchat', 'Messenger']),
  agent('a2', 'Support Bot', ['Instagram']),
  agent('a3', 'Web Desk', ['Webchat']),
];

const page: MetaPage = {
  id: '7c0c1f1e-7a4e-4a53-9f56-0d2b8f3b1a10',
  pageId: '104857600000001',
  pageName: 'City Rentals',
  instagram: { id: '178414000000001', username: 'cityrentals' },
  status: 'connected',
  agents: { messenger: 'a1', instagram: null },
  connectedAt: '2026-01-01T00:00:00.000Z',
};

function renderScreen(pages: MetaPage[], configured = true, login = false, route = '/') {
  apiServer.use(
    http.get(apiPaths.agents, () => HttpResponse.json({ agents })),
    http.get(apiPaths.metaPages, () => HttpResponse.json({ configured, login, pages })),
  );
  renderWithProviders(<MetaPageScreen />, { route });
}

describe('the Facebook & Instagram screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each Page with its Instagram account, offering only agents with the channel', async () => {
    const user = userEvent.setup();
    renderScreen([page]);
    expect(screen.getByRole('heading', { level: 1, name: screenTitles.meta })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: metaCopy.cardTitle(page.pageName) });
    expect(within(card).getByText(metaCopy.instagramAccount('cityrentals'))).toBeInTheDocument();
    const messenger = within(card).getByRole('combobox', { name: metaCopy.agentLabel.messenger });
    expect(messenger).toHaveTextContent('Sales Assistant');
    await user.click(within(card).getByRole('combobox', { name: metaCopy.agentLabel.instagram }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([metaCopy.noAgent, 'Support Bot']);
  });

  it('refuses a token in words under the field, and sends the chosen agent', async () => {
    const user = userEvent.setup();
    const chosen: unknown[] = [];
    renderScreen([page]);
    apiServer.use(
      http.post(apiPaths.metaPages, () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid_input',
              message: metaCopy.tokenRefused,
              fields: { token: metaCopy.tokenRefused },
            },
          },
          { status: 400 },
        ),
      ),
      http.put(apiPath(apiPaths.metaPageAgent, { id: page.id }), async ({ request }) => {
        chosen.push(await request.json());
        return HttpResponse.json({ ...page, agents: { ...page.agents, instagram: 'a2' } });
      }),
    );
    await user.type(
      await screen.findByLabelText(metaCopy.tokenLabel, { exact: false }),
      'EAAGexpiredtoken000000000',
    );
    await user.click(screen.getByRole('button', { name: metaCopy.connect }));
    expect(await screen.findByText(metaCopy.tokenRefused)).toBeInTheDocument();

    const card = screen.getByRole('article', { name: metaCopy.cardTitle(page.pageName) });
    await user.click(within(card).getByRole('combobox', { name: metaCopy.agentLabel.instagram }));
    await user.click(screen.getByRole('option', { name: 'Support Bot' }));
    await waitFor(() => expect(chosen).toEqual([{ channel: 'instagram', agentId: 'a2' }]));
  });

  it('offers Facebook Login when the server has it, and says how the login went', async () => {
    const user = userEvent.setup();
    const dialog = 'https://www.facebook.com/v21.0/dialog/oauth?client_id=1&state=s';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    apiServer.use(http.post(apiPaths.metaLogin, () => HttpResponse.json({ url: dialog })));
    renderScreen([], true, true, `/?${META_OUTCOME_PARAM}=denied`);
    expect(await screen.findByRole('alert')).toHaveTextContent(metaCopy.outcomes.denied);
    await user.click(screen.getByRole('button', { name: metaCopy.login }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(dialog), { timeout: 10_000 });
  });

  it('says what the operator must set up when the server has no Meta app', async () => {
    renderScreen([], false);
    expect(await screen.findByText(metaCopy.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: metaCopy.connect })).toBeNull();
    expect(screen.getByText(metaCopy.noPages)).toBeInTheDocument();
  });
});
