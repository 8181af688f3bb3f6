// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { agentCopy, type Agent } from '@shared/agents.ts';
import { channelCopy } from '@shared/channels.ts';
import { paths } from '@shared/paths.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { AgentCard } from './agent-card.tsx';

const agent: Agent = {
  id: 'agent 7',
  name: 'Rental Desk',
  type: 'General',
  status: 'active',
  channels: ['Webchat'],
  conversations: 12,
  lastActive: null,
  answerThreshold: 0.43,
};

afterEach(cleanup);

it('opens Analytics filtered to its agent', () => {
  renderWithProviders(<AgentCard agent={agent} busy={false} onAction={vi.fn()} />);
  const card = screen.getByRole('article', { name: agent.name });
  const link = within(card).getByRole('link', { name: agentCopy.viewAnalytics });
  const target = new URL(link.getAttribute('href')!, 'http://portal.test');
  expect(target.pathname).toBe(paths.portal.analytics);
  expect(target.searchParams.get('agentId')).toBe(agent.id);
});

it('shows each channel of the agent plainly, Instagram and Messenger among them', () => {
  renderWithProviders(
    <AgentCard
      agent={{ ...agent, channels: ['Webchat', 'Instagram', 'Messenger'] }}
      busy={false}
      onAction={vi.fn()}
    />,
  );
  const chips = within(screen.getByLabelText('Channels'));
  for (const channel of ['Webchat', 'Instagram', 'Messenger']) {
    expect(chips.getByText(channel)).toBeVisible();
  }
  expect(chips.queryByText(channelCopy.comingSoonChip('Instagram'))).toBeNull();
});
