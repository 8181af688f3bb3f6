import { agentCopy } from '../src/shared/agents.ts';
import type { Agent } from '../src/shared/agents.ts';
import type { Analytics } from '../src/shared/analytics.ts';
import { analyticsCopy } from '../src/shared/analytics-copy.ts';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import type { KnowledgeList } from '../src/shared/knowledge.ts';
import { paths } from '../src/shared/paths.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

/** Outside the knowledge, and one per run: a question added to the knowledge is answered next time. */
const questions = [
  'Do you repair vintage motorbikes from the sixties?',
  'Can you restore a wooden sailing boat?',
  'Do you service hot air balloons?',
  'Can you rebuild a tractor gearbox?',
  'Do you paint murals on delivery vans?',
  'Can you tune a church organ?',
];

test('an agent’s analytics show its conversations, and a question it could not answer becomes knowledge', async ({
  page,
}) => {
  test.slow();
  const run = test.info();
  const question = questions[(run.repeatEachIndex * 2 + run.retry) % questions.length]!;
  await signIn(page, accounts.analytics);
  const { agents } = (await (await page.request.get(apiPaths.agents)).json()) as {
    agents: Agent[];
  };
  const agent = agents.find((item) => item.name === 'Sales Assistant')!;
  // What earlier runs on this account left: this run adds one conversation to it.
  const before = (await (
    await page.request.get(`${apiPaths.analytics}?agentId=${agent.id}`)
  ).json()) as Analytics;
  const today = before.perDay.at(-1)!;
  // A customer of a program (the API channel) asks what the knowledge does not answer.
  const started = await page.request.post(apiPath(apiPaths.agentConversations, { id: agent.id }), {
    data: { channel: 'api' },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const asked = await page.request.post(apiPath(apiPaths.conversationMessages, { id }), {
    data: { text: question },
  });
  expect(asked.status()).toBe(201);

  await page.goto(paths.portal.agents);
  await page
    .getByRole('article')
    .filter({ hasText: agent.name })
    .getByRole('link', { name: agentCopy.viewAnalytics })
    .click();
  await expect(page).toHaveURL(`${paths.portal.analytics}?agentId=${agent.id}`);

  // Other runs may share the account at the same time: at least this run's conversation.
  const figure = async (text: Promise<string>) => Number(/\d+/.exec(await text)?.[0] ?? 0);
  const headline = page.getByRole('group', { name: analyticsCopy.headlineLabel });
  const conversations = headline.getByRole('region', {
    name: analyticsCopy.conversations,
    exact: true,
  });
  await expect
    .poll(() => figure(conversations.innerText()))
    .toBeGreaterThanOrEqual(before.conversations + 1);
  // The chart's figures as a table: 30 days, the last of them today's, with the conversation
  // and its hand-over.
  const perDay = page.getByRole('region', { name: analyticsCopy.perDayTitle });
  await perDay.getByRole('button', { name: analyticsCopy.showTable }).click();
  const days = perDay.getByRole('table').getByRole('row');
  await expect(days).toHaveCount(31);
  const todayCells = days.last().getByRole('cell');
  expect(await figure(todayCells.first().innerText())).toBeGreaterThanOrEqual(
    today.conversations + 1,
  );
  expect(await figure(todayCells.last().innerText())).toBeGreaterThanOrEqual(today.handedOver + 1);
  expect(await seriousViolations(page)).toEqual([]);

  const unanswered = page.getByRole('region', { name: analyticsCopy.unansweredTitle });
  await expect(unanswered.getByRole('link', { name: question })).toBeVisible();
  await unanswered
    .getByRole('listitem')
    .filter({ hasText: question })
    .getByRole('button', { name: analyticsCopy.addToKnowledge })
    .click();
  const dialog = page.getByRole('dialog', { name: analyticsCopy.knowledgeDialog.title });
  await expect(dialog.getByLabel(analyticsCopy.knowledgeDialog.question)).toHaveValue(question);
  await dialog
    .getByLabel(analyticsCopy.knowledgeDialog.answer)
    .fill('Yes, our classic bike specialist works on them every Friday.');
  await dialog.getByRole('button', { name: analyticsCopy.knowledgeDialog.save }).click();
  await expect(page.getByText(analyticsCopy.addedToKnowledge)).toBeVisible();

  const knowledge = (await (await page.request.get(apiPaths.knowledge)).json()) as KnowledgeList;
  expect(knowledge.sources.map((source) => source.title)).toContain(question);
});
