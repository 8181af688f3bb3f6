import { aiConfigCopy } from '../src/shared/ai-config.ts';
import { answerEngineCopy } from '../src/shared/answers.ts';
import { paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import {
  docxWithText,
  pdfWithText,
} from '../src/server/features/knowledge/knowledge-files.fixture.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const qa = {
  question: 'Do you sell gift vouchers?',
  answer: 'Yes: gift vouchers from 25 dollars are sold at the front desk.',
};

test('a Q&A added on AI Configuration is what the playground answers with, and links back to it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.knowledge);
  await page.goto(paths.portal.aiConfig);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.aiConfig);
  const list = page.getByRole('list', { name: aiConfigCopy.knowledgeTitle });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: aiConfigCopy.addQa }).click();
  const dialog = page.getByRole('dialog', { name: aiConfigCopy.qaTitleNew });
  await dialog.getByRole('button', { name: aiConfigCopy.save }).click();
  await expect(dialog.getByText('Write the question.')).toBeVisible();
  await expect(dialog.getByText('Write the answer.')).toBeVisible();
  await dialog.getByLabel(aiConfigCopy.question).fill(qa.question);
  await dialog.getByLabel(aiConfigCopy.answer).fill(qa.answer);
  await dialog.getByRole('button', { name: aiConfigCopy.save }).click();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('listitem', { name: qa.question });
  await expect(row.getByText('Indexed')).toBeVisible();

  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await expect(message).toBeEnabled();
  await message.fill('Can I buy a gift voucher?');
  await message.press('Enter');
  await expect(page.getByText(qa.answer)).toBeVisible();
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();
  await page.getByRole('button', { name: playgroundCopy.sources(1) }).click();
  const sources = page.getByRole('list', { name: playgroundCopy.sourcesOf });
  await expect(sources.getByText(qa.question)).toBeVisible();
  await sources.getByRole('link', { name: playgroundCopy.openSource }).click();
  await expect(page).toHaveURL(/\/portal\/setup\/ai-config\?source=/);
  await expect(list.getByRole('listitem', { name: qa.question })).toBeVisible();

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

  await upload.setInputFiles({
    name: 'winter-tyres.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdfWithText('Winter tyres are fitted from October for 80 dollars.')),
  });
  await expect(page.getByText(aiConfigCopy.uploaded('winter-tyres.pdf'))).toBeVisible();
  await expect(list.getByText('winter-tyres.pdf')).toBeVisible();

  await upload.setInputFiles({
    name: 'loan-cars.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await docxWithText(['Loan cars are free for repairs over one day.'])),
  });
  await expect(page.getByText(aiConfigCopy.uploaded('loan-cars.docx'))).toBeVisible();
  const docx = list.getByRole('listitem').filter({ hasText: 'loan-cars.docx' });
  await expect(docx.getByText('Indexed')).toBeVisible();
  await expect(docx.getByText('Loan cars are free for repairs over one day.')).toBeVisible();
});

test('AI Configuration shows the answer engine in use and tests its connection', async ({
  page,
}) => {
  await signIn(page, accounts.knowledge);
  await page.goto(paths.portal.aiConfig);
  const engine = page.getByRole('region', { name: answerEngineCopy.title });
  await expect(engine.getByText(answerEngineCopy.builtin)).toBeVisible();
  await engine.getByRole('button', { name: answerEngineCopy.testConnection }).click();
  await expect(engine.getByRole('status')).toHaveText(answerEngineCopy.noConnectionNeeded);
});
