// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { channelsCopy as copy } from '@shared/channels-copy.ts';
import { paths } from '@shared/paths.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import {
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_LAUNCHER_LABEL,
  type WebchatSettings,
  widgetSnippet,
} from '@shared/webchat.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import WebsiteWidgetPage from './website-widget-page.tsx';

const agent = (id: string, name: string, channels: Agent['channels']): Agent => ({
  id,
  name,
  type: 'Sales',
  status: 'active',
  channels,
  conversations: 0,
  lastActive: '2026-01-01T00:00:00.000Z',
  answerThreshold: 0.5,
});

const salesAssistant = agent('a1', 'Sales Assistant', ['Webchat', 'WhatsApp']);
const supportBot = agent('a2', 'Support Bot', ['Telegram']);

const settingsOf = (publicId: string, displayName: string): WebchatSettings => ({
  agentId: 'a1',
  publicId,
  snippet: widgetSnippet('https://app.example', publicId),
  allowedOrigins: [],
  color: WIDGET_DEFAULT_COLOR,
  position: 'right',
  launcherLabel: WIDGET_DEFAULT_LAUNCHER_LABEL,
  displayName,
  avatarUrl: null,
  identityRequired: false,
  identitySecretHint: null,
});

/**
 * The screen over these agents; the Sales Assistant's widget answers `settings`, PUTs kept, and
 * each preview token asked for is a new one (`preview-1`, `preview-2`, …).
 */
function renderWebsiteWidget(
  agents: Agent[],
  save: (body: WebchatSettings) => Response = (body) => HttpResponse.json(body),
) {
  const settings = settingsOf('wc_sales', 'Sales Assistant');
  const saved: unknown[] = [];
  const webchatPath = apiPath(apiPaths.agentWebchat, { id: salesAssistant.id });
  let previewTokens = 0;
  apiServer.use(
    http.post(apiPath(apiPaths.agentWebchatPreviewToken, { id: salesAssistant.id }), () =>
      HttpResponse.json({
        token: `preview-${++previewTokens}`,
        expiresAt: '2026-01-01T00:30:00.000Z',
      }),
    ),
    http.get(apiPaths.agents, () => HttpResponse.json({ agents })),
    http.get(webchatPath, () => HttpResponse.json(settings)),
    http.put(webchatPath, async ({ request }) => {
      const body = (await request.json()) as Partial<WebchatSettings>;
      saved.push(body);
      return save({ ...settings, ...body });
    }),
  );
  const { queryClient } = renderWithProviders(<WebsiteWidgetPage />);
  return { settings, saved, queryClient };
}

const card = async (name: string) => screen.findByRole('region', { name });

describe('WebsiteWidgetPage', () => {
  afterEach(() => {
    cleanup();
    document.querySelectorAll('script[data-preview]').forEach((script) => script.remove());
  });

  it('shows a Webchat agent’s snippet, and lists the agents not on the website', async () => {
    const { settings } = renderWebsiteWidget([salesAssistant, supportBot]);
    expect(
      screen.getByRole('heading', { level: 1, name: screenTitles.websiteWidget }),
    ).toBeInTheDocument();
    const sales = await card(salesAssistant.name);
    expect(await within(sales).findByRole('textbox', { name: copy.snippetTitle })).toHaveValue(
      settings.snippet,
    );
    expect(within(sales).getByText(copy.noOrigins)).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: copy.setUpWhatsapp })).toHaveAttribute(
      'href',
      paths.portal.whatsapp,
    );

    const elsewhere = screen.getByRole('region', { name: copy.notOnWebsiteLabel });
    expect(elsewhere).toHaveTextContent(`${copy.notOnWebsite} ${supportBot.name}`);
    expect(within(elsewhere).getByText(copy.addWebchat)).toBeInTheDocument();
    expect(within(elsewhere).getByRole('link', { name: copy.manageAgents })).toHaveAttribute(
      'href',
      paths.portal.agents,
    );
    expect(screen.queryByRole('region', { name: supportBot.name })).toBeNull();
  });

  it('saves the websites normalised and says so', async () => {
    const user = userEvent.setup();
    const { saved } = renderWebsiteWidget([salesAssistant]);
    const sales = await card(salesAssistant.name);
    const origins = await within(sales).findByRole('textbox', { name: copy.originsLabel });
    await user.type(
      origins,
      'https://Shop.Example.com/cart{Enter}http://localhost:8080/{Enter}www.bakery.pt',
    );
    await user.click(within(sales).getByRole('button', { name: copy.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
    expect(saved).toEqual([
      {
        allowedOrigins: [
          'https://shop.example.com',
          'http://localhost:8080',
          'https://www.bakery.pt',
        ],
        color: WIDGET_DEFAULT_COLOR,
        position: 'right',
        launcherLabel: WIDGET_DEFAULT_LAUNCHER_LABEL,
        displayName: 'Sales Assistant',
        avatarUrl: '',
        identityRequired: false,
      },
    ]);
    // The saved list has a website now: the warning goes.
    await waitFor(() => expect(within(sales).queryByText(copy.noOrigins)).toBeNull());
    // What was stored is what the field shows: a bare host became its https address.
    expect(origins).toHaveValue(
      'https://shop.example.com\nhttp://localhost:8080\nhttps://www.bakery.pt',
    );
  });

  it('shows the server’s word on the websites under that field', async () => {
    const user = userEvent.setup();
    const refusal = 'That website is not allowed.';
    const { saved } = renderWebsiteWidget([salesAssistant], () =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            fields: { allowedOrigins: refusal },
          },
        },
        { status: 400 },
      ),
    );
    const sales = await card(salesAssistant.name);
    const origins = await within(sales).findByRole('textbox', { name: copy.originsLabel });
    await user.type(origins, 'https://shop.example');
    await user.click(within(sales).getByRole('button', { name: copy.save }));

    expect(await within(sales).findByText(refusal)).toBeInTheDocument();
    expect(origins).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(1);
  });

  it('keeps identity verification under Advanced, closed until it is in use', async () => {
    const user = userEvent.setup();
    renderWebsiteWidget([salesAssistant]);
    const sales = await card(salesAssistant.name);
    const advanced = await within(sales).findByRole('button', { name: copy.advancedTitle });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await user.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    expect(await within(sales).findByRole('heading', { name: copy.identityTitle })).toBeVisible();
  });

  it('refuses a website that is not an address before sending it', async () => {
    const user = userEvent.setup();
    const { saved } = renderWebsiteWidget([salesAssistant]);
    const sales = await card(salesAssistant.name);
    const origins = await within(sales).findByRole('textbox', { name: copy.originsLabel });
    await user.type(origins, 'shop dot example');
    await user.click(within(sales).getByRole('button', { name: copy.save }));

    expect(await within(sales).findByText(/“shop” is not a website address/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('mounts the real widget in the preview, with the owner’s preview token kept fresh', async () => {
    const { queryClient } = renderWebsiteWidget([salesAssistant]);
    const sales = await card(salesAssistant.name);
    const preview = await within(sales).findByRole('region', { name: copy.previewLabel });
    expect(preview).toHaveAttribute('id', 'widget-preview-wc_sales');
    await waitFor(() =>
      expect(document.querySelector('script[data-agent="wc_sales"]')).not.toBeNull(),
    );
    const script = document.querySelector<HTMLScriptElement>('script[data-agent="wc_sales"]');
    expect(script).toHaveAttribute('src', '/widget.js');
    expect(script).toHaveAttribute('data-preview', preview.id);
    expect(script?.async).toBe(true);
    expect(script).toHaveAttribute('data-preview-token', 'preview-1');

    // A new token reaches the widget already running: the same tag, not a new widget.
    await queryClient.refetchQueries();
    await waitFor(() => expect(script).toHaveAttribute('data-preview-token', 'preview-2'));
    expect(document.querySelectorAll('script[data-agent="wc_sales"]')).toHaveLength(1);

    cleanup();
    expect(document.querySelector('script[data-agent="wc_sales"]')).toBeNull();
  });

  it('says so when the preview cannot get its token, and mounts no widget', async () => {
    renderWebsiteWidget([salesAssistant]);
    apiServer.use(
      http.post(apiPath(apiPaths.agentWebchatPreviewToken, { id: salesAssistant.id }), () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }),
      ),
    );
    const sales = await card(salesAssistant.name);
    const preview = await within(sales).findByRole('region', { name: copy.previewLabel });
    expect(await within(preview).findByText(copy.previewFailed)).toBeInTheDocument();
    expect(document.querySelector('script[data-agent="wc_sales"]')).toBeNull();
  });

  it('points to Manage Agents when there is no agent', async () => {
    renderWebsiteWidget([]);
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.manageAgents })).toHaveAttribute(
      'href',
      paths.portal.agents,
    );
  });
});
