// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { answerEngineCopy as copy } from '@shared/answers.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { AgentThresholds } from './agent-thresholds.tsx';

const frontDesk: Agent = {
  id: 'a1',
  name: 'Front Desk',
  type: 'Support',
  status: 'active',
  channels: ['Webchat'],
  conversations: 0,
  lastActive: null,
  answerThreshold: 0.43,
};

afterEach(cleanup);

describe('the answer threshold slider', () => {
  it('keeps the focus while arrowing and saves the last value once', async () => {
    const saved: unknown[] = [];
    apiServer.use(
      http.get(apiPaths.agents, () => HttpResponse.json({ agents: [frontDesk] })),
      http.patch(apiPaths.agent, async ({ request }) => {
        const change = (await request.json()) as { answerThreshold: number };
        saved.push(change);
        return HttpResponse.json({ ...frontDesk, ...change });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AgentThresholds />);

    const slider = await screen.findByRole('slider', { name: copy.thresholdLabel('Front Desk') });
    act(() => slider.focus());
    for (let press = 0; press < 5; press++) {
      await user.keyboard('{ArrowRight}');
      expect(slider).toHaveFocus();
    }
    expect(slider).toHaveValue('48');

    await waitFor(() => expect(saved).toEqual([{ answerThreshold: 0.48 }]), { timeout: 2000 });
    expect(await screen.findByRole('status')).toHaveTextContent(
      copy.thresholdSaved('Front Desk', 48),
    );
    expect(slider).toHaveFocus();
    expect(saved).toHaveLength(1);
  });
});
