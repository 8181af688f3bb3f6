import { stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { helpArticles, helpCopy, searchArticles } from '../src/shared/help-articles.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { attachmentMaxBytes, ticketCopy } from '../src/shared/support.ts';
import { accounts } from './helpers/accounts.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

const articles = (page: Page) => page.getByRole('main').getByRole('article');
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const pdf = (name: string, size: number) => {
  const buffer = Buffer.alloc(size);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};

test('help search matches title or description and combines with the category', async ({
  page,
}) => {
  await page.goto(paths.portal.helpCenter);
  const search = page.getByLabel(helpCopy.searchLabel);
  const category = (name: string) =>
    page
      .getByRole('group', { name: helpCopy.categoryLabel })
      .getByRole('button', { name, exact: true });
  const expected = (query: string, within: Parameters<typeof searchArticles>[2]) =>
    searchArticles(helpArticles, query, within).length;
  await expect(search).toBeVisible();
  await expect(articles(page)).toHaveCount(helpArticles.length);

  await search.fill('WhatsApp');
  await expect(articles(page).first()).toContainText('Connect WhatsApp by scanning a QR code');
  await expect(articles(page)).toHaveCount(expected('WhatsApp', 'all'));

  await category(helpCopy.categories.integrations).click();
  await expect(articles(page)).toHaveCount(expected('WhatsApp', 'integrations'));
  await category(helpCopy.categories.billing).click();
  await expect(articles(page)).toHaveCount(0);
  await expect(page.getByText(helpCopy.empty)).toBeVisible();
  await category(helpCopy.categories.all).click();
  await expect(articles(page)).toHaveCount(expected('WhatsApp', 'all'));

  // Only in a description, in another case.
  await search.fill('BEARER');
  await expect(articles(page)).toHaveCount(1);
  await expect(articles(page)).toContainText('Connect your own software with API keys');

  await search.fill('');
  await category(helpCopy.categories.analytics).click();
  await expect(articles(page)).toHaveCount(expected('', 'analytics'));

  await search.fill('no such words anywhere');
  await expect(page.getByText(helpCopy.empty)).toBeVisible();
});

test('an article walks through numbered steps and opens the screen it explains', async ({
  page,
}) => {
  await page.goto(paths.portal.helpCenter);
  const title = 'Put an agent on your website';
  await page.getByRole('button', { name: `${helpCopy.read}: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: 'What visitors see' })).toBeVisible();
  await expect(dialog.getByRole('list').first().getByRole('listitem')).toHaveCount(5);

  await dialog
    .getByRole('navigation', { name: helpCopy.whereToFindIt })
    .getByRole('link', { name: `Open ${screenTitles.websiteWidget}` })
    .click();
  await expect(page).toHaveURL(paths.portal.websiteWidget);
  await expect(
    page.getByRole('heading', { level: 1, name: screenTitles.websiteWidget }),
  ).toBeVisible();
});

test.describe('tickets', () => {
  test.use({ storageState: signedOut });

  test('a ticket with an attachment is stored and listed, and the form resets', async ({
    page,
  }) => {
    await signIn(page, accounts.tickets);
    await page.goto(paths.portal.ticket);
    await expect(page.getByText(ticketCopy.attachmentHint)).toBeVisible();
    await expect(field(page, ticketCopy.priority)).toHaveText(ticketCopy.priorities.medium);

    await page.getByRole('button', { name: ticketCopy.submit }).click();
    await expect(page.getByText(ticketCopy.subjectRequired)).toBeVisible();
    await expect(page.getByText(ticketCopy.categoryRequired)).toBeVisible();

    await field(page, ticketCopy.subject).fill('Invoice shows the wrong company name');
    await field(page, ticketCopy.description).fill(
      'Please correct the company name on invoice 1042.',
    );
    await field(page, ticketCopy.category).click();
    await page.getByRole('option', { name: ticketCopy.categories.billing }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles(pdf('invoice-1042.pdf', 2 * 1024 * 1024));
    await expect(page.getByRole('list', { name: ticketCopy.attachments })).toContainText(
      'invoice-1042.pdf',
    );
    await page.getByRole('button', { name: ticketCopy.submit }).click();

    await expect(page.getByRole('status')).toHaveText(ticketCopy.submitted);
    await expect(field(page, ticketCopy.subject)).toHaveValue('');
    await expect(field(page, ticketCopy.description)).toHaveValue('');
    await expect(page.getByRole('list', { name: ticketCopy.attachments })).toHaveCount(0);

    const yourTickets = page.getByRole('region', { name: ticketCopy.yourTickets });
    await expect(yourTickets).toContainText('Invoice shows the wrong company name');
    await expect(yourTickets).toContainText(ticketCopy.attachmentCount(1));
    // The owner downloads the stored file, whole.
    const downloading = page.waitForEvent('download');
    await yourTickets.getByRole('link', { name: ticketCopy.download('invoice-1042.pdf') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('invoice-1042.pdf');
    expect((await stat(await download.path())).size).toBe(2 * 1024 * 1024);
    await page.reload();
    await expect(yourTickets).toContainText('Invoice shows the wrong company name');
  });

  test('a file over 10 MB is refused by the form and by the server', async ({ page }) => {
    await signIn(page, accounts.tickets);
    await page.goto(paths.portal.ticket);
    const big = pdf('scan.pdf', attachmentMaxBytes + 1);
    await page.locator('input[type="file"]').setInputFiles(big);
    await expect(page.getByRole('alert')).toHaveText(ticketCopy.fileTooLarge('scan.pdf'));
    await expect(page.getByRole('list', { name: ticketCopy.attachments })).toHaveCount(0);

    // The limit is the server's too, whatever a client sends.
    const res = await page.request.post('/api/v1/tickets', {
      headers: { origin: new URL(page.url()).origin },
      multipart: {
        subject: 'Scan',
        description: 'Too large',
        category: 'other',
        attachments: big,
      },
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { message: ticketCopy.fileTooLarge('scan.pdf') },
    });
    await page.reload();
    await expect(page.getByRole('region', { name: ticketCopy.yourTickets })).not.toContainText(
      'Too large',
    );
  });
});
