import { randomBytes } from 'node:crypto';
import { aiConfigCopy } from '../src/shared/ai-config.ts';
import { answerEngineCopy } from '../src/shared/answers.ts';
import { knowledgeStateLabels } from '../src/shared/knowledge.ts';
import { paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { docxWithText, pdfWithText } from '@server/runtime/knowledge/knowledge-files.fixture.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// The account is shared by this file's tests and by repeated runs of them: each run names
// its own knowledge with a word nobody else uses.
const uniqueWord = () => `kw${randomBytes(4).toString('hex')}`;
const indexed = knowledgeStateLabels.indexed;

test('a Q&A added on AI Configuration is what the playground answers with, and links back to it', async ({
  page,
}) => {
  test.slow();
  const word = uniqueWord();
  const qa = {
    question: `Do you sell ${word} gift vouchers?`,
    answer: `Yes: ${word} gift vouchers from 25 dollars are sold at the front desk.`,
  };
  await signIn(page, accounts.knowledge);
  await page.goto(paths.portal.aiConfig);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.aiConfig);
  const list = page.getByRole('list', { name: aiConfigCopy.knowledgeTitle });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: aiConfigCopy.addQa }).click();
  const dialog = page.getByRole('dialog', { name: aiConfigCopy.qaTitleNew });
  await dialog.getByRole('button', { name: aiConfigCopy.save, exact: true }).click();
  await expect(dialog.getByText('Write the question.')).toBeVisible();
  await expect(dialog.getByText('Write the answer.')).toBeVisible();
  await dialog.getByLabel(aiConfigCopy.question).fill(qa.question);
  await dialog.getByLabel(aiConfigCopy.answer).fill(qa.answer);
  await dialog.getByRole('button', { name: aiConfigCopy.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('listitem', { name: qa.question });
  await expect(row.getByText(indexed)).toBeVisible();

  // Editing opens the whole stored text; the change is indexed at once.
  await row.getByRole('button', { name: aiConfigCopy.actionsFor(qa.question) }).click();
  await page.getByRole('menuitem', { name: aiConfigCopy.edit }).click();
  const editing = page.getByRole('dialog', { name: aiConfigCopy.qaTitleEdit });
  await expect(editing.getByLabel(aiConfigCopy.answer)).toHaveValue(qa.answer);
  qa.answer = `Yes: ${word} gift vouchers from 30 dollars are sold at the front desk.`;
  await editing.getByLabel(aiConfigCopy.answer).fill(qa.answer);
  await editing.getByRole('button', { name: aiConfigCopy.save, exact: true }).click();
  await expect(editing).toBeHidden();
  await expect(row.getByText(qa.answer)).toBeVisible();

  await row.getByRole('button', { name: aiConfigCopy.actionsFor(qa.question) }).click();
  await page.getByRole('menuitem', { name: aiConfigCopy.reindex }).click();
  await expect(page.getByText(aiConfigCopy.reindexed(qa.question))).toBeVisible();

  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await expect(message).toBeEnabled();
  await message.fill(`Can I buy a ${word} gift voucher?`);
  await message.press('Enter');
  await expect(page.getByText(qa.answer)).toBeVisible();
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();
  await page.getByRole('button', { name: playgroundCopy.sources(1) }).click();
  const sources = page.getByRole('list', { name: playgroundCopy.sourcesOf });
  await expect(sources.getByText(qa.question)).toBeVisible();
  await sources.getByRole('link', { name: playgroundCopy.openSource }).click();
  await expect(page).toHaveURL(/\/portal\/setup\/ai-config\?source=/);
  await expect(list.getByRole('listitem', { name: qa.question })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(list.getByRole('listitem', { name: qa.question })).toBeInViewport();

  await list.getByRole('button', { name: aiConfigCopy.actionsFor(qa.question) }).click();
  await page.getByRole('menuitem', { name: aiConfigCopy.delete }).click();
  await page
    .getByRole('dialog', { name: aiConfigCopy.deleteTitle })
    .getByRole('button', { name: aiConfigCopy.delete })
    .click();
  await expect(list.getByRole('listitem', { name: qa.question })).toBeHidden();
});

test('an uploaded PDF and Word document are read and indexed', async ({ page }) => {
  test.slow();
  await signIn(page, accounts.knowledge);
  await page.goto(paths.portal.aiConfig);
  const list = page.getByRole('list', { name: aiConfigCopy.knowledgeTitle });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const upload = page.locator('input[type=file]');
  const word = uniqueWord();

  const pdfName = `winter-tyres-${word}.pdf`;
  await upload.setInputFiles({
    name: pdfName,
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdfWithText(`Winter tyres ${word} are fitted from October.`)),
  });
  await expect(page.getByText(aiConfigCopy.uploaded(pdfName))).toBeVisible();
  const pdf = list.getByRole('listitem').filter({ hasText: pdfName });
  await expect(pdf.getByText(indexed)).toBeVisible();
  await expect(pdf.getByText(`Winter tyres ${word} are fitted from October.`)).toBeVisible();

  const docxName = `loan-cars-${word}.docx`;
  await upload.setInputFiles({
    name: docxName,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await docxWithText([`Loan cars ${word} are free for repairs.`])),
  });
  await expect(page.getByText(aiConfigCopy.uploaded(docxName))).toBeVisible();
  const docx = list.getByRole('listitem').filter({ hasText: docxName });
  await expect(docx.getByText(indexed)).toBeVisible();
  await expect(docx.getByText(`Loan cars ${word} are free for repairs.`)).toBeVisible();
});

test('AI Configuration shows the answer engine in use and tests its connection', async ({
  page,
}) => {
  await signIn(page, accounts.knowledge);
  await page.goto(paths.portal.aiConfig);
  const engine = page.getByRole('region', { name: answerEngineCopy.title });
  await expect(engine.getByText(answerEngineCopy.builtin, { exact: true })).toBeVisible();
  await engine.getByRole('button', { name: answerEngineCopy.testConnection }).click();
  await expect(
    engine.getByRole('status').filter({ hasText: answerEngineCopy.noConnectionNeeded }),
  ).toBeVisible();
});
