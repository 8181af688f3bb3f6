// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '@shared/agents.ts';
import type { Analytics } from '@shared/analytics.ts';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';
import { apiPaths } from '@shared/api-paths.ts';
import type { KnowledgeSource } from '@shared/knowledge.ts';
import { conversationPath, paths } from '@shared/paths.ts';
import { screenTitles } from '@shared/portal-copy.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { addDays, todayUtc } from './analytics-filter.ts';
import AnalyticsPage from './analytics-page.tsx';

const agent = (id: string, name: string): Agent => ({
  id,
  name,
  type: 'Sales',
  status: 'active',
  channels: ['Webchat'],
  conversations: 0,
  lastActive: null,
  answerThreshold: 0.43,
});
const agents = [agent('a1', 'Sales Assistant'), agent('a2', 'Support Bot')];

const figures: Analytics = {
  from: '2026-05-18',
  to: '2026-05-20',
  conversations: 120,
  perDay: [
    { day: '2026-05-18', conversations: 40, handedOver: 20 },
    { day: '2026-05-19', conversations: 50, handedOver: 18 },
    { day: '2026-05-20', conversations: 30, handedOver: 10 },
  ],
  outcomes: { resolvedByAgent: 60, handedOver: 30, unresolved: 18, open: 12 },
  firstResponse: {
    agent: { count: 110, p50Seconds: 12.2, p90Seconds: 185 },
    person: { count: 30, p50Seconds: 3900, p90Seconds: null },
  },
  ratings: { up: 8, down: 2 },
  bookings: { made: 5, cancelled: 1 },
  busiestHours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    conversations: hour === 9 ? 28 : 4,
  })),
  unanswered: [
    {
      question: 'Do you deliver on Sundays?',
      count: 3,
      conversationId: 'c-sunday',
      lastAskedAt: '2026-05-19T12:00:00.000Z',
      closestQa: null,
    },
  ],
};

/** The router's address, shown so a test can read what the page put in the URL. */
function CurrentAddress() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

/** The page at `query`; every analytics request's query is kept, and answered with `answer`. */
function renderAnalytics(query = '', answer: () => Response = () => HttpResponse.json(figures)) {
  const requests: URLSearchParams[] = [];
  apiServer.use(
    http.get(apiPaths.agents, () => HttpResponse.json({ agents })),
    http.get(apiPaths.analytics, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  renderWithProviders(
    <>
      <AnalyticsPage />
      <CurrentAddress />
    </>,
    { route: `${paths.portal.analytics}${query}` },
  );
  return { requests, lastRequest: () => Object.fromEntries(requests.at(-1) ?? []) };
}

/** A Q&A of the knowledge base as the API answers it. */
const qaSource = (id: string, question: string, answer: string, phrasings: string[] = []) =>
  ({
    id,
    kind: 'qa',
    title: question,
    body: answer,
    phrasings,
    language: 'English',
    fileName: null,
    address: null,
    size: 40,
    state: 'indexed',
    failure: null,
    passageCount: 1 + phrasings.length,
    indexedAt: '2026-05-20T10:00:00.000Z',
    createdAt: '2026-05-20T10:00:00.000Z',
    updatedAt: '2026-05-20T10:00:00.000Z',
  }) satisfies KnowledgeSource;

/** The knowledge base's one page: these sources. */
const knowledgeList = (sources: KnowledgeSource[]) =>
  http.get(apiPaths.knowledge, () =>
    HttpResponse.json({ sources, nextCursor: null, usage: { usedBytes: 80, limitBytes: 2e6 } }),
  );

const region = (name: string) => screen.findByRole('region', { name });

/** Opens a chart's table and answers it. */
async function chartTable(title: string) {
  const chart = await region(title);
  await userEvent.click(within(chart).getByRole('button', { name: copy.showTable }));
  return within(chart).getByRole('table', { name: title });
}

describe('AnalyticsPage', () => {
  afterEach(cleanup);

  it('shows the headline figures of the answer, formatted for people', async () => {
    renderAnalytics();
    expect(screen.getByRole('heading', { level: 1, name: screenTitles.analytics })).toBeVisible();

    expect(await region(copy.conversations)).toHaveTextContent('120');
    const resolved = await region(copy.resolvedByAgent);
    expect(resolved).toHaveTextContent('50%');
    expect(resolved).toHaveTextContent('60 of 120 conversations');
    expect(await region(copy.handedOver)).toHaveTextContent('25%');
    expect(await region(copy.unresolved)).toHaveTextContent('15%');

    const agentResponse = await region(copy.agentFirstResponse);
    expect(agentResponse).toHaveTextContent('12 s');
    expect(agentResponse).toHaveTextContent('9 in 10 within 3 min');
    const personResponse = await region(copy.personFirstResponse);
    expect(personResponse).toHaveTextContent('1 h 5 min');
    expect(personResponse).toHaveTextContent('9 in 10 within —');

    const ratings = await region(copy.ratings);
    expect(ratings).toHaveTextContent('80%');
    expect(ratings).toHaveTextContent('of 10 ratings');
    const booked = await region(copy.bookings);
    expect(booked).toHaveTextContent('5');
    expect(booked).toHaveTextContent(copy.bookingsCancelled(1));
    expect(screen.getByText(copy.covered('May 18, 2026', 'May 20, 2026'))).toBeInTheDocument();
  });

  it('gives every chart its figures as a table', async () => {
    renderAnalytics();

    const perDay = await chartTable(copy.perDayTitle);
    expect(
      within(perDay)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([copy.dayColumn, copy.conversationsSeries, copy.handedOverSeries]);
    const may19 = within(perDay).getByRole('row', { name: /May 19, 2026/ });
    expect(
      within(may19)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50', '18']);

    const outcomes = await chartTable(copy.outcomesTitle);
    const unresolved = within(outcomes).getByRole('row', {
      name: new RegExp(copy.outcomeLabels.unresolved),
    });
    expect(
      within(unresolved)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['18', '15%']);

    const hours = await chartTable(copy.hoursTitle);
    expect(within(hours).getAllByRole('row')).toHaveLength(1 + 24);
    const nine = within(hours).getByRole('rowheader', { name: '09:00–10:00' });
    expect(nine.closest('tr')).toHaveTextContent('09:00–10:0028');

    // The drawing is one labelled image; its figures are the table's.
    expect(
      within(await region(copy.hoursTitle)).getByRole('img', {
        name: copy.chartLabel(copy.hoursTitle),
      }),
    ).toBeInTheDocument();
  });

  it('puts each filter in the URL and in the request, starting from the last 30 days', async () => {
    const user = userEvent.setup();
    const { requests, lastRequest } = renderAnalytics('?agentId=a1');
    await region(copy.conversations);
    expect(lastRequest()).toEqual({ agentId: 'a1' });
    const filters = screen.getByRole('search', { name: copy.filtersLabel });
    expect(within(filters).getByRole('combobox', { name: copy.agentLabel })).toHaveTextContent(
      'Sales Assistant',
    );
    // No days in the URL: the fields show the default range, and say so.
    const today = todayUtc();
    expect(within(filters).getByLabelText(copy.fromLabel)).toHaveValue(addDays(today, -29));
    expect(within(filters).getByLabelText(copy.toLabel)).toHaveValue(today);
    expect(within(filters).getByText(copy.defaultRange)).toBeInTheDocument();

    await user.click(within(filters).getByRole('combobox', { name: copy.channelLabel }));
    const channels = screen.getByRole('listbox');
    expect(within(channels).queryByRole('option', { name: 'Playground' })).toBeNull();
    expect(within(channels).getByRole('option', { name: 'Instagram' })).toBeInTheDocument();
    expect(
      within(channels).getByRole('option', { name: 'Facebook Messenger' }),
    ).toBeInTheDocument();
    await user.click(within(channels).getByRole('option', { name: 'WhatsApp' }));
    expect(address()).toBe('?agentId=a1&channel=whatsapp');
    await waitFor(() => expect(lastRequest()).toEqual({ agentId: 'a1', channel: 'whatsapp' }));

    fireEvent.change(within(filters).getByLabelText(copy.fromLabel), {
      target: { value: addDays(today, -6) },
    });
    const range = `from=${addDays(today, -6)}&to=${today}`;
    expect(address()).toBe(`?agentId=a1&channel=whatsapp&${range}`);
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        agentId: 'a1',
        channel: 'whatsapp',
        from: addDays(today, -6),
        to: today,
      }),
    );
    expect(within(filters).getByText(copy.rangeDays(7))).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: copy.clear }));
    expect(address()).toBe('');
    await waitFor(() => expect(lastRequest()).toEqual({}));
    expect(requests.length).toBeGreaterThanOrEqual(4);
  });

  it('drops what a hand-edited URL gets wrong instead of failing', async () => {
    const { lastRequest } = renderAnalytics(
      '?channel=playground&from=yesterday&to=2026-13-01&agentId=gone',
    );
    expect(await region(copy.conversations)).toBeInTheDocument();
    // Once the agents are known, the unknown one is dropped too.
    await waitFor(() => expect(lastRequest()).toEqual({}));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the questions the agent could not answer, each opening its conversation', async () => {
    renderAnalytics();
    const list = await screen.findByRole('list', { name: copy.unansweredTitle });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Do you deliver on Sundays?' })).toHaveAttribute(
      'href',
      conversationPath('c-sunday'),
    );
    expect(item).toHaveTextContent(copy.askedTimes(3));
    expect(item).toHaveTextContent('last on May 19, 2026');
  });

  it('adds a question to the knowledge with the answer typed, and asks for one first', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    apiServer.use(
      knowledgeList([]),
      http.post(apiPaths.knowledgeQa, async ({ request }) => {
        const body = (await request.json()) as { question: string; answer: string };
        posted.push(body);
        return HttpResponse.json(qaSource('k1', body.question, body.answer), { status: 201 });
      }),
    );
    renderAnalytics();
    const list = await screen.findByRole('list', { name: copy.unansweredTitle });
    await user.click(within(list).getByRole('button', { name: copy.addToKnowledge }));

    const dialog = screen.getByRole('dialog', { name: copy.knowledgeDialog.title });
    const question = within(dialog).getByRole('textbox', { name: copy.knowledgeDialog.question });
    expect(question).toHaveValue('Do you deliver on Sundays?');
    const answer = within(dialog).getByRole('textbox', { name: copy.knowledgeDialog.answer });
    expect(answer).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: copy.knowledgeDialog.save }));
    expect(await within(dialog).findByText('Write the answer.')).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await user.type(answer, 'Yes, from 10:00 to 16:00.');
    await user.click(within(dialog).getByRole('button', { name: copy.knowledgeDialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { question: 'Do you deliver on Sundays?', answer: 'Yes, from 10:00 to 16:00.' },
    ]);
    expect(await screen.findByText(copy.addedToKnowledge)).toBeInTheDocument();
  });

  it('adds a question as another way of asking a Q&A the owner chooses', async () => {
    const user = userEvent.setup();
    const posted: { id: string; body: unknown }[] = [];
    const delivery = qaSource('k-delivery', 'Do you deliver?', 'Yes, within 10 km.', ['Ship?']);
    apiServer.use(
      knowledgeList([qaSource('k-hours', 'When are you open?', 'Nine to five.'), delivery]),
      http.post(apiPaths.knowledgePhrasings, async ({ request, params }) => {
        const body = (await request.json()) as { phrasing: string };
        posted.push({ id: String(params.id), body });
        return HttpResponse.json({
          ...delivery,
          phrasings: [...delivery.phrasings, body.phrasing],
        });
      }),
    );
    renderAnalytics();
    const list = await screen.findByRole('list', { name: copy.unansweredTitle });
    await user.click(within(list).getByRole('button', { name: copy.addToKnowledge }));
    const dialog = screen.getByRole('dialog', { name: copy.knowledgeDialog.title });
    const how = within(dialog).getByRole('radiogroup', { name: copy.knowledgeDialog.how });
    expect(within(how).getByRole('radio', { name: copy.knowledgeDialog.asNewQa })).toBeChecked();
    const asPhrasing = within(how).getByRole('radio', { name: copy.knowledgeDialog.asPhrasing });
    await waitFor(() => expect(asPhrasing).toBeEnabled());
    await user.click(asPhrasing);

    const words = within(dialog).getByRole('textbox', { name: copy.knowledgeDialog.phrasing });
    expect(words).toHaveValue('Do you deliver on Sundays?');
    await user.click(within(dialog).getByRole('button', { name: copy.knowledgeDialog.save }));
    expect(await within(dialog).findByText(copy.knowledgeDialog.chooseQa)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(
      within(dialog).getByRole('combobox', { name: copy.knowledgeDialog.qa }),
      'deliver',
    );
    await user.click(await screen.findByRole('option', { name: 'Do you deliver?' }));
    expect(screen.queryByRole('option', { name: 'When are you open?' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: copy.knowledgeDialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { id: 'k-delivery', body: { phrasing: 'Do you deliver on Sundays?' } },
    ]);
    expect(await screen.findByText(copy.addedAsPhrasing('Do you deliver?'))).toBeInTheDocument();
  });

  /**
   * The page with one unanswered question whose closest Q&A is `id`, its dialog open (on a new
   * Q&A, as it always opens) and then switched to adding a way of asking.
   */
  async function addingWithClosest(user: ReturnType<typeof userEvent.setup>, id: string) {
    const [sunday] = figures.unanswered;
    renderAnalytics('', () =>
      HttpResponse.json({
        ...figures,
        unanswered: [{ ...sunday, closestQa: { id, question: 'Do you deliver?' } }],
      }),
    );
    const list = await screen.findByRole('list', { name: copy.unansweredTitle });
    await user.click(within(list).getByRole('button', { name: copy.addToKnowledge }));
    const dialog = screen.getByRole('dialog', { name: copy.knowledgeDialog.title });
    expect(within(dialog).getByRole('radio', { name: copy.knowledgeDialog.asNewQa })).toBeChecked();
    const asPhrasing = within(dialog).getByRole('radio', { name: copy.knowledgeDialog.asPhrasing });
    await waitFor(() => expect(asPhrasing).toBeEnabled());
    await user.click(asPhrasing);
    return dialog;
  }

  it('chooses the Q&A the agent found closest for a way of asking, and leaves the way to the owner', async () => {
    const user = userEvent.setup();
    const posted: { id: string; body: unknown }[] = [];
    const delivery = qaSource('k-delivery', 'Do you deliver?', 'Yes, within 10 km.');
    apiServer.use(
      knowledgeList([qaSource('k-hours', 'When are you open?', 'Nine to five.'), delivery]),
      http.post(apiPaths.knowledgePhrasings, async ({ request, params }) => {
        const body = (await request.json()) as { phrasing: string };
        posted.push({ id: String(params.id), body });
        return HttpResponse.json({ ...delivery, phrasings: [body.phrasing] });
      }),
    );
    const dialog = await addingWithClosest(user, 'k-delivery');
    const chosen = within(dialog).getByRole('combobox', { name: copy.knowledgeDialog.qa });
    await waitFor(() => expect(chosen).toHaveValue('Do you deliver?'));
    expect(within(dialog).getByText(copy.knowledgeDialog.closestQaHint)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: copy.knowledgeDialog.phrasing }),
    ).toHaveValue('Do you deliver on Sundays?');

    await user.click(within(dialog).getByRole('button', { name: copy.knowledgeDialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { id: 'k-delivery', body: { phrasing: 'Do you deliver on Sundays?' } },
    ]);
    expect(await screen.findByText(copy.addedAsPhrasing('Do you deliver?'))).toBeInTheDocument();
  });

  it('asks for a Q&A when the closest one has been deleted since', async () => {
    const user = userEvent.setup();
    apiServer.use(knowledgeList([qaSource('k-hours', 'When are you open?', 'Nine to five.')]));
    const dialog = await addingWithClosest(user, 'k-gone');
    await user.click(within(dialog).getByRole('button', { name: copy.knowledgeDialog.save }));
    expect(await within(dialog).findByText(copy.knowledgeDialog.chooseQa)).toBeInTheDocument();
  });

  it('offers only a new Q&A while there is none to add a way of asking to', async () => {
    const user = userEvent.setup();
    apiServer.use(knowledgeList([]));
    renderAnalytics();
    const list = await screen.findByRole('list', { name: copy.unansweredTitle });
    await user.click(within(list).getByRole('button', { name: copy.addToKnowledge }));
    const dialog = screen.getByRole('dialog', { name: copy.knowledgeDialog.title });
    expect(await within(dialog).findByText(copy.knowledgeDialog.noQaYet)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: copy.knowledgeDialog.asPhrasing }),
    ).toBeDisabled();
  });

  it('says when the range has no conversations, and where they come from', async () => {
    renderAnalytics('?agentId=a2', () =>
      HttpResponse.json({
        ...figures,
        conversations: 0,
        perDay: [],
        outcomes: { resolvedByAgent: 0, handedOver: 0, unresolved: 0, open: 0 },
        unanswered: [],
      }),
    );
    const empty = await region(copy.emptyTitle);
    expect(within(empty).getByRole('link', { name: copy.openAgentPlayground })).toHaveAttribute(
      'href',
      '/portal/agents/a2/test',
    );
    expect(within(empty).getByRole('link', { name: copy.putOnWebsite })).toHaveAttribute(
      'href',
      paths.portal.websiteWidget,
    );
    expect(screen.queryByRole('region', { name: copy.conversations })).toBeNull();
  });

  it('says in words when the figures could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAnalytics('', () =>
      ++calls === 1
        ? HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })
        : HttpResponse.json(figures),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(copy.loadFailed);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await region(copy.conversations)).toHaveTextContent('120');
  });
});
