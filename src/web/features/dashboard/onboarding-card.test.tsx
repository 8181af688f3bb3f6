// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { type Dashboard, dashboardCopy } from '@shared/dashboard.ts';
import { type Onboarding, onboardingCopy as copy, onboardingStepIds } from '@shared/onboarding.ts';
import { addWebsitePath, agentTestPath, paths } from '@shared/paths.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const briefingDone: Onboarding = {
  done: { briefing: true, knowledge: false, calendar: null, playground: false, goLive: false },
  playgroundAgentId: 'agent-1',
};

const dashboardWith = (onboarding: Onboarding | null): Dashboard => ({
  stats: {
    activeUsers: { thisMonth: 0, lastMonth: 0 },
    totalConversations: { thisMonth: 0, lastMonth: 0 },
    activeAgents: { now: 0, inConversations: { thisMonth: 0, lastMonth: 0 } },
  },
  activity: [],
  onboarding,
  returning: false,
});

function renderDashboard(onboarding: Onboarding | null) {
  apiServer.use(http.get(apiPaths.dashboard, () => HttpResponse.json(dashboardWith(onboarding))));
  renderWithProviders(<DashboardPage />);
}

const checklist = () => screen.findByRole('region', { name: copy.title });
const steps = () =>
  within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem');

afterEach(cleanup);

describe('the getting-started checklist', () => {
  it('shows how far the owner got, each step’s state in words, in order', async () => {
    renderDashboard(briefingDone);
    const card = await checklist();
    expect(within(card).getByText(copy.progress(1, 4))).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: copy.progressLabel })).toHaveAttribute(
      'aria-valuetext',
      copy.progress(1, 4),
    );
    const items = steps();
    // The calendar is offered only with an Appointments agent.
    const offered = onboardingStepIds.filter((id) => id !== 'calendar');
    expect(items).toHaveLength(offered.length);
    offered.forEach((id, index) => {
      const state = briefingDone.done[id] ? copy.stepDone : copy.stepToDo;
      expect(items[index]).toHaveTextContent(`${state} ${copy.steps[id].title}`);
    });
  });

  it('links each step still to do to the screen where it is done', async () => {
    renderDashboard(briefingDone);
    await checklist();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link(copy.actions.websiteKnowledge)).toHaveAttribute('href', addWebsitePath());
    expect(link(copy.actions.knowledge)).toHaveAttribute('href', paths.portal.aiConfig);
    expect(link(copy.actions.playground)).toHaveAttribute('href', agentTestPath('agent-1'));
    expect(link(copy.actions.website)).toHaveAttribute('href', paths.portal.websiteWidget);
    expect(link(copy.actions.whatsapp)).toHaveAttribute('href', paths.portal.whatsapp);
    // A step already done needs no push.
    expect(screen.queryByRole('link', { name: copy.actions.briefing })).toBeNull();
    expect(within(steps()[0]!).queryByRole('link')).toBeNull();
  });

  it('offers an Appointments agent’s owner to connect a calendar, as a fifth step', async () => {
    renderDashboard({ ...briefingDone, done: { ...briefingDone.done, calendar: false } });
    const card = await checklist();
    expect(card).toHaveTextContent(copy.subtitle(5));
    expect(within(card).getByText(copy.progress(1, 5))).toBeVisible();
    expect(steps()[2]).toHaveTextContent(`${copy.stepToDo} ${copy.steps.calendar.title}`);
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link(copy.actions.appleCalendar)).toHaveAttribute('href', paths.portal.apple);
    expect(link(copy.actions.googleCalendar)).toHaveAttribute('href', paths.portal.google);
    expect(link(copy.actions.appointments)).toHaveAttribute('href', paths.portal.appointments);
  });

  it('sends the owner to the agents to test when there is no active agent', async () => {
    renderDashboard({ ...briefingDone, playgroundAgentId: null });
    await checklist();
    expect(screen.getByRole('link', { name: copy.actions.playgroundNoAgent })).toHaveAttribute(
      'href',
      paths.portal.agents,
    );
    expect(screen.queryByRole('link', { name: copy.actions.playground })).toBeNull();
  });

  it('says all is set once every step is done', async () => {
    renderDashboard({
      done: { briefing: true, knowledge: true, calendar: null, playground: true, goLive: true },
      playgroundAgentId: 'agent-1',
    });
    const card = await screen.findByRole('region', { name: copy.allSetTitle });
    expect(card).toHaveTextContent(copy.allSet);
    expect(card).toHaveTextContent(copy.progress(4, 4));
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).getByRole('button', { name: copy.dismiss })).toBeVisible();
  });

  it('leaves the dashboard once dismissed', async () => {
    let dismissed = 0;
    apiServer.use(
      http.post(apiPaths.onboardingDismissal, () => {
        dismissed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDashboard(briefingDone);
    await userEvent
      .setup()
      .click(within(await checklist()).getByRole('button', { name: copy.dismiss }));
    await expect.poll(() => screen.queryByRole('region', { name: copy.title })).toBeNull();
    expect(dismissed).toBe(1);
    expect(screen.getByRole('region', { name: dashboardCopy.statistics })).toBeVisible();
  });

  it('stays, and says so, when the dismissal fails', async () => {
    apiServer.use(
      http.post(apiPaths.onboardingDismissal, () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many requests.' } },
          { status: 429 },
        ),
      ),
    );
    renderDashboard(briefingDone);
    await userEvent
      .setup()
      .click(within(await checklist()).getByRole('button', { name: copy.dismiss }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.dismissFailed);
    expect(screen.getByRole('region', { name: copy.title })).toBeVisible();
  });

  it('is not shown once dismissed', async () => {
    renderDashboard(null);
    await screen.findByRole('region', { name: dashboardCopy.statistics });
    expect(screen.queryByRole('region', { name: copy.title })).toBeNull();
    expect(screen.queryByRole('region', { name: copy.allSetTitle })).toBeNull();
  });
});
