import { playgroundCopy } from '../src/shared/playground.ts';
import { historyCopy, exportColumns } from '../src/shared/history.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

test('a conversation is found in History by a word, read, exported as CSV and deleted', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.history);
  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Support Bot') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('Do you accept walk-ins for a tyre puncture?');
  await message.press('Enter');
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();

  // A playground test stays out of History until the filter asks for tests.
  await page.goto(paths.portal.conversationHistory);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    screenTitles.conversationHistory,
  );
  await expect(page.getByRole('status').filter({ hasText: historyCopy.emptyYet })).toBeVisible();
  await page.getByRole('combobox', { name: historyCopy.testsLabel }).click();
  await page.getByRole('option', { name: historyCopy.testLabels.include }).click();
  await page.getByRole('searchbox', { name: historyCopy.searchLabel }).fill('puncture');
  await expect(page).toHaveURL(/q=puncture/);
  const table = page.getByRole('table', { name: historyCopy.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Do you accept walk-ins for a tyre puncture?');
  expect(await seriousViolations(page)).toEqual([]);

  // The view is in the URL: a reload shows the same.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: historyCopy.searchLabel }).fill('zeppelin');
  await expect(page.getByRole('status').filter({ hasText: historyCopy.empty })).toBeVisible();
  await page.getByRole('searchbox', { name: historyCopy.searchLabel }).fill('puncture');
  await expect(table.getByRole('row')).toHaveCount(2);

  // The export is of the view on screen.
  const exportLink = page.getByRole('link', { name: historyCopy.exportCsv });
  await expect(exportLink).toHaveAttribute('href', /q=puncture/);
  const exported = await page.request.get(String(await exportLink.getAttribute('href')));
  expect(exported.headers()['content-disposition']).toMatch(/^attachment/);
  const lines = (await exported.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(exportColumns.join(','));
  // The greeting, the question and the answer: one row each.
  expect(lines).toHaveLength(4);
  expect(lines[2]).toContain('Do you accept walk-ins for a tyre puncture?');

  await table.getByRole('link', { name: historyCopy.anonymous }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    historyCopy.transcriptTitle(historyCopy.anonymous),
  );
  const transcript = page.getByRole('list', {
    name: historyCopy.transcriptTitle(historyCopy.anonymous),
  });
  await expect(transcript.getByText('Do you accept walk-ins for a tyre puncture?')).toBeVisible();
  await page.getByRole('button', { name: historyCopy.delete }).click();
  const dialog = page.getByRole('dialog', { name: historyCopy.deleteTitle });
  await dialog.getByRole('button', { name: historyCopy.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: historyCopy.delete }).click();
  await dialog.getByRole('button', { name: historyCopy.delete }).click();

  // Back to the same filtered view, without the conversation.
  await expect(page).toHaveURL(/\/portal\/conversations\/history\?.*q=puncture/);
  await expect(page.getByRole('status').filter({ hasText: historyCopy.deleted })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: historyCopy.empty })).toBeVisible();
});
