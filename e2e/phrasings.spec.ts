import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { aiConfigCopy } from '../src/shared/ai-config.ts';
import { analyticsCopy } from '../src/shared/analytics-copy.ts';
import type { Agent } from '../src/shared/agents.ts';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import { knowledgeStateLabels, phrasingCopy } from '../src/shared/knowledge.ts';
import { paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// Each run names its knowledge with words nobody else uses, so runs sharing the account (and
// the sample knowledge) never answer each other's questions.
const uniqueWord = () => `kw${randomBytes(4).toString('hex')}`;
const dialogCopy = analyticsCopy.knowledgeDialog;

/** Asks the Sales Assistant in the playground, and waits for its answer to be done. */
async function askPlayground(page: Page, question: string) {
  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await expect(message).toBeEnabled();
  await message.fill(question);
  await message.press('Enter');
}

test('another way of asking added on the Q&A form is answered with the Q&A’s answer', async ({
  page,
}) => {
  test.slow();
  const word = uniqueWord();
  const qa = {
    question: 'Can I leave my car with you overnight?',
    // Its own number tells this run's answer from an earlier run's.
    answer: `Yes: cars left after closing are parked in our locked yard, bay ${randomBytes(2).readUInt16BE()}.`,
    // Shares no word with the question: only this way of asking finds the Q&A.
    phrasing: `Is there a ${word} drop box for keys after hours?`,
  };
  await signIn(page, accounts.phrasings);
  await page.goto(paths.portal.aiConfig);
  const list = page.getByRole('list', { name: aiConfigCopy.knowledgeTitle });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: aiConfigCopy.addQa }).click();
  const dialog = page.getByRole('dialog', { name: aiConfigCopy.qaTitleNew });
  await dialog.getByLabel(aiConfigCopy.question).fill(qa.question);
  await dialog.getByLabel(aiConfigCopy.answer).fill(qa.answer);
  const ways = dialog.getByRole('group', { name: phrasingCopy.label });
  await ways.getByRole('button', { name: phrasingCopy.add }).click();
  await dialog.getByRole('button', { name: aiConfigCopy.save, exact: true }).click();
  await expect(ways.getByText(phrasingCopy.missing)).toBeVisible();
  await ways.getByRole('textbox', { name: phrasingCopy.line(0) }).fill(qa.phrasing);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: aiConfigCopy.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('listitem', { name: qa.question }).first();
  await expect(row.getByText(knowledgeStateLabels.indexed)).toBeVisible();
  await expect(row.getByText(phrasingCopy.count(1), { exact: false })).toBeVisible();

  await askPlayground(page, `${word} drop box for the keys after hours?`);
  await expect(page.getByText(qa.answer)).toBeVisible();
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();
  await page.getByRole('button', { name: playgroundCopy.sources(1) }).click();
  const sources = page.getByRole('list', { name: playgroundCopy.sourcesOf });
  await expect(sources.getByText(qa.question)).toBeVisible();
});

test('a question the agent could not answer, added to a Q&A from Analytics, is answered next time', async ({
  page,
}) => {
  test.slow();
  const voucher = uniqueWord();
  const [present, card] = [uniqueWord(), uniqueWord()];
  const qa = {
    question: `Which ${voucher} vouchers do you sell?`,
    answer: `We sell ${voucher} vouchers from 25 dollars at the front desk.`,
  };
  // Words of this run alone: an earlier run's words, added as a way of asking, would answer it.
  const customerWords = `do you have ${present} ${card}`;
  await signIn(page, accounts.phrasings);
  expect((await page.request.post(apiPaths.knowledgeQa, { data: qa })).status()).toBe(201);
  const { agents } = (await (await page.request.get(apiPaths.agents)).json()) as {
    agents: Agent[];
  };
  const agent = agents.find((item) => item.name === 'Sales Assistant')!;
  // A customer of a program (the API channel) asks in words the knowledge does not have.
  const started = await page.request.post(apiPath(apiPaths.agentConversations, { id: agent.id }), {
    data: { channel: 'api' },
  });
  const { id } = (await started.json()) as { id: string };
  const asked = await page.request.post(apiPath(apiPaths.conversationMessages, { id }), {
    data: { text: customerWords },
  });
  expect(asked.status()).toBe(201);

  await page.goto(paths.portal.analytics);
  const unanswered = page.getByRole('region', { name: analyticsCopy.unansweredTitle });
  await unanswered
    .getByRole('listitem')
    .filter({ hasText: customerWords })
    .getByRole('button', { name: analyticsCopy.addToKnowledge })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogCopy.title });
  await dialog.getByRole('radio', { name: dialogCopy.asPhrasing }).check();
  await expect(dialog.getByLabel(dialogCopy.phrasing)).toHaveValue(customerWords);
  await dialog.getByRole('combobox', { name: dialogCopy.qa }).fill(voucher);
  await page.getByRole('option', { name: qa.question }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: dialogCopy.save }).click();
  await expect(page.getByText(analyticsCopy.addedAsPhrasing(qa.question))).toBeVisible();

  await askPlayground(page, customerWords);
  await expect(page.getByText(qa.answer)).toBeVisible();
});
