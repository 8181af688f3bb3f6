// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { type Briefing, briefingCopy, briefingDefaults, briefingSteps } from '@shared/briefing.ts';
import { paths } from '@shared/paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { BriefingWizard } from './briefing-wizard.tsx';

const stepHeading = (index: number) =>
  screen.getByRole('heading', {
    name: `Step ${index + 1} of ${briefingSteps.length}: ${briefingSteps[index]}`,
  });

describe('BriefingWizard', () => {
  afterEach(cleanup);

  // Many typed keystrokes in jsdom: slow when the machine is busy.
  it(
    'refuses Next with field errors in words, then moves forward and back',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<BriefingWizard saved={{ briefing: null, activatedAt: null }} />);
      for (const label of briefingSteps) expect(screen.getByText(label)).toBeInTheDocument();
      expect(stepHeading(0)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
      expect(await screen.findByText('Enter your company name.')).toBeInTheDocument();
      expect(screen.getByText('Choose your industry.')).toBeInTheDocument();
      expect(screen.getByText('Describe your business.')).toBeInTheDocument();
      expect(screen.getByText('Describe your target audience.')).toBeInTheDocument();
      expect(stepHeading(0)).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^Company Name/), 'Harbor Cars');
      await user.click(screen.getByRole('combobox', { name: /^Industry/ }));
      await user.click(await screen.findByRole('option', { name: 'Retail' }));
      await user.type(screen.getByLabelText(/^Business Description/), 'Bikes');
      await user.type(screen.getByLabelText(/^Target Audience/), 'Cyclists');
      await user.click(screen.getByRole('button', { name: 'English' }));
      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
      expect(await screen.findByText('Choose at least one language.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Spanish' }));
      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
      expect(await screen.findByRole('heading', { name: /^Step 2 of 4/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: briefingCopy.back }));
      expect(await screen.findByRole('heading', { name: /^Step 1 of 4/ })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Harbor Cars');
    },
  );

  const filled: Briefing = {
    ...briefingDefaults,
    companyName: 'Harbor Cars',
    industry: 'automotive',
    description: 'A used-car dealer.',
    targetAudience: 'Families.',
  };

  /** Saves the filled briefing while the account has these agents; the message it shows. */
  async function activateWith(agents: Pick<Agent, 'status'>[]) {
    apiServer.use(
      http.put(apiPaths.briefing, () =>
        HttpResponse.json({ briefing: filled, activatedAt: new Date().toISOString() }),
      ),
      http.get(apiPaths.agents, () =>
        HttpResponse.json({
          agents: agents.map((agent, index) => ({
            id: `agent-${index}`,
            name: `Desk ${index}`,
            type: 'General',
            channels: ['Webchat'],
            conversations: 0,
            lastActive: null,
            answerThreshold: 0.5,
            ...agent,
          })),
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BriefingWizard saved={{ briefing: filled, activatedAt: null }} />);
    for (let step = 1; step < briefingSteps.length; step++)
      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
    await user.click(screen.getByRole('button', { name: briefingCopy.activate }));
    return screen.findByRole('status');
  }

  it('says the assistant is active only when an agent is switched on', async () => {
    expect(await activateWith([{ status: 'inactive' }, { status: 'active' }])).toHaveTextContent(
      briefingCopy.activated,
    );
  });

  it('says what comes next, with its link, before any agent exists or is switched on', async () => {
    const none = await activateWith([]);
    expect(none).toHaveTextContent(briefingCopy.savedNoAgent);
    expect(within(none).getByRole('link', { name: briefingCopy.createAgent })).toHaveAttribute(
      'href',
      paths.portal.agents,
    );
    cleanup();
    const off = await activateWith([{ status: 'inactive' }]);
    expect(off).toHaveTextContent(briefingCopy.savedNoActiveAgent);
    expect(within(off).getByRole('link', { name: briefingCopy.manageAgents })).toBeVisible();
  });
});
