// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type PhoneMessage,
  simulatedPhoneCopy,
  whatsappCopy,
  type WhatsappInstance,
} from '@shared/integrations.ts';
import { playgroundCopy } from '@shared/playground.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import WhatsappPage from './whatsapp-page.tsx';

const agent = (id: string, name: string): Agent => ({
  id,
  name,
  type: 'Support',
  status: 'active',
  channels: ['WhatsApp'],
  conversations: 0,
  lastActive: null,
  answerThreshold: 0.5,
});

const shop: WhatsappInstance = {
  id: 'wa1',
  name: 'Shop',
  phone: '+14155550123',
  status: 'connected',
  lastSync: '2026-11-20T10:00:00Z',
  agentId: 'a1',
};

/** The WhatsApp API with one instance; what the card and the phone send is kept. */
function renderPage(
  instance: WhatsappInstance,
  options: { gateway?: 'simulated' | 'evolution'; agentAnswer?: number } = {},
) {
  let current = instance;
  const thread: PhoneMessage[] = [];
  const agentsChosen: unknown[] = [];
  apiServer.use(
    http.get(apiPaths.agents, () =>
      HttpResponse.json({ agents: [agent('a1', 'Front Desk'), agent('a2', 'Sales Desk')] }),
    ),
    http.get(apiPaths.whatsappInstances, () =>
      HttpResponse.json({ instances: [current], gateway: options.gateway ?? 'simulated' }),
    ),
    http.put(apiPaths.whatsappInstanceAgent, async ({ request }) => {
      const body = (await request.json()) as { agentId: string | null };
      agentsChosen.push(body.agentId);
      if (options.agentAnswer === 409) {
        return HttpResponse.json(
          { error: { code: 'conflict', message: 'taken' } },
          { status: 409 },
        );
      }
      current = { ...current, agentId: body.agentId };
      return HttpResponse.json(current);
    }),
    http.get(apiPaths.whatsappSimulatedPhone, () =>
      HttpResponse.json({ customerPhone: '+14155550142', messages: thread, typing: false }),
    ),
    http.post(apiPaths.whatsappSimulatedPhoneMessages, async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      const written = { id: `m${thread.length}`, direction: 'in' as const, text, at: '' };
      // The agent answers in the background: the phone's next look shows it.
      thread.push(written, {
        id: `m${thread.length + 1}`,
        direction: 'out',
        text: 'We open at 9.',
        at: '',
      });
      return HttpResponse.json(written, { status: 201 });
    }),
  );
  renderWithProviders(<WhatsappPage />);
  return { agentsChosen };
}

async function openPhone() {
  fireEvent.click(await screen.findByRole('button', { name: simulatedPhoneCopy.open }));
  return screen.findByRole('dialog', { name: simulatedPhoneCopy.title('Shop') });
}

describe('WhatsApp page', () => {
  beforeAll(() => {
    // jsdom lays nothing out: the phone keeps its newest message in view by this.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(cleanup);

  it('writes from the simulated phone and shows the number’s answer', async () => {
    renderPage(shop);
    const phone = await openPhone();
    expect(await within(phone).findByText(simulatedPhoneCopy.empty)).toBeVisible();
    fireEvent.change(within(phone).getByLabelText(playgroundCopy.messageLabel), {
      target: { value: 'When do you open?' },
    });
    fireEvent.click(within(phone).getByRole('button', { name: playgroundCopy.send }));
    expect(await within(phone).findByText('When do you open?')).toBeVisible();
    expect(await within(phone).findByText('We open at 9.')).toBeVisible();
    expect(within(phone).getByText('Shop')).toBeVisible();
  });

  it('says why a disconnected number cannot be written to, and does not send', async () => {
    renderPage({ ...shop, status: 'disconnected' });
    const phone = await openPhone();
    expect(await within(phone).findByText(simulatedPhoneCopy.needsConnection)).toBeVisible();
    expect(within(phone).getByRole('button', { name: playgroundCopy.send })).toBeDisabled();
  });

  it('has no simulated phone when a real gateway carries the messages', async () => {
    renderPage(shop, { gateway: 'evolution' });
    expect(await screen.findByRole('article', { name: 'Shop' })).toBeVisible();
    expect(screen.queryByRole('button', { name: simulatedPhoneCopy.open })).toBeNull();
  });

  it('chooses the agent that answers the number', async () => {
    const { agentsChosen } = renderPage({ ...shop, agentId: null });
    expect(await screen.findByText(whatsappCopy.noAgentHint)).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: whatsappCopy.agentLabel }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales Desk' }));
    await vi.waitFor(() => expect(agentsChosen).toEqual(['a2']));
    await vi.waitFor(() => expect(screen.queryByText(whatsappCopy.noAgentHint)).toBeNull());
  });

  it('says so when the agent already answers another number', async () => {
    renderPage(shop, { agentAnswer: 409 });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: whatsappCopy.agentLabel }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales Desk' }));
    expect(await screen.findByText(whatsappCopy.agentTaken)).toBeVisible();
  });
});
