import { randomBytes } from 'node:crypto';
import { aiConfigCopy } from '../src/shared/ai-config.ts';
import { knowledgeStateLabels } from '../src/shared/knowledge.ts';
import { paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { qaImportCopy as copy, qaImportTemplateName } from '../src/shared/qa-import.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// Runs share the account: each imports questions with a word nobody else uses.
const uniqueWord = () => `kw${randomBytes(4).toString('hex')}`;
const csvFile = (content: string) => ({
  name: 'faq.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(content),
});

test('Q&A pairs imported from a CSV file are listed and answered; a wrong row is named and nothing is added', async ({
  page,
}) => {
  test.slow();
  const word = uniqueWord();
  const pairs = [
    {
      question: `Do you rent ${word} roof boxes?`,
      answer: `Yes, ${word} roof boxes are 15 dollars a day, with the bars fitted.`,
    },
    {
      question: `Can I pay for the ${word} service in instalments?`,
      answer: 'Yes, in three payments, with no interest.',
    },
  ];
  const header = 'Question;Answer;Language';
  const rows = pairs.map(({ question, answer }) => `${question};"${answer}";en`);

  await signIn(page, accounts.qaImport);
  await page.goto(paths.portal.aiConfig);
  const list = page.getByRole('list', { name: aiConfigCopy.knowledgeTitle });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: copy.open }).click();
  const dialog = page.getByRole('dialog', { name: copy.title });
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: copy.template }).click();
  expect((await download).suggestedFilename()).toBe(qaImportTemplateName);

  // A row without its answer: the file is refused, the row named, nothing added.
  const input = dialog.getByLabel(copy.choose);
  await input.setInputFiles(csvFile([header, ...rows, `Is ${word} parking free?;;en`].join('\n')));
  await expect(dialog.getByText('faq.csv')).toBeVisible();
  await dialog.getByRole('button', { name: copy.import, exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(copy.rowsRefused(1));
  const rowErrors = dialog.getByRole('list', { name: copy.rowErrorsTitle });
  await expect(rowErrors.getByRole('listitem')).toHaveText([copy.row(4, 'Write the answer.')]);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(list.getByRole('listitem', { name: pairs[0]!.question })).toHaveCount(0);

  // Corrected, the same file is imported whole.
  await input.setInputFiles(csvFile([header, ...rows].join('\n')));
  await expect(rowErrors).toBeHidden();
  await dialog.getByRole('button', { name: copy.import, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(copy.added(2, 0))).toBeVisible();
  for (const { question } of pairs) {
    const row = list.getByRole('listitem', { name: question });
    await expect(row.getByText(knowledgeStateLabels.indexed)).toBeVisible();
  }

  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await expect(message).toBeEnabled();
  await message.fill(`do you rent ${word} roof boxes`);
  await message.press('Enter');
  await expect(page.getByText(pairs[0]!.answer)).toBeVisible();
});
