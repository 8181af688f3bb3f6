import type { Locator, Page } from '@playwright/test';
import { apiPaths } from '../src/shared/api-paths.ts';
import { agentTestPath, paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import {
  websiteCopy,
  websiteFormCopy,
  websiteKnowledgeCopy,
  websitePageStateSentence,
} from '../src/shared/website-knowledge.ts';
import { htmlPage, type LocalWebsite, serveWebsite } from '../src/server/testing/local-website.ts';
import { seriousViolations } from './helpers/axe.ts';
import { latestVerifyLink } from './helpers/outbox.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// A small business's website on this machine: one page alone says when the ferry leaves.
let site: LocalWebsite;
test.beforeAll(async () => {
  site = await serveWebsite({
    '/robots.txt': 'User-agent: *\nAllow: /\n',
    '/': htmlPage('Hotel Mirador', ['Welcome to Hotel Mirador, a small hotel by the sea.'], {
      extra: '<a href="/ferry">Ferry</a> <a href="/parking">Parking</a> <a href="/app">Book</a>',
    }),
    '/ferry': htmlPage('Ferry to Isla Verde', [
      'The ferry to Isla Verde leaves the harbour at 7:40 every morning and comes back at 18:15.',
      'Tickets cost 14 euros and are sold on board.',
    ]),
    '/parking': htmlPage('Parking', [
      'Guests park for free in the garage under the hotel, entrance on Calle Mayor.',
    ]),
    '/app':
      '<!doctype html><html><head><title>Book</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
  });
});
test.afterAll(async () => {
  await site?.close();
});

/** A new owner, signed in, with one agent: each run of the test starts without a website. */
async function newOwnerWithAgent(page: Page) {
  const email = `website-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'a-long-enough-password';
  const signedUp = await page.request.post(apiPaths.signup, {
    data: { name: 'Marta Mirador', email, password, planId: 'essential' },
  });
  expect(signedUp.ok()).toBe(true);
  const token = new URL(await latestVerifyLink(email)).searchParams.get('token');
  const verified = await page.request.post(apiPaths.signupVerification, {
    data: { token, newPassword: password },
  });
  expect(verified.status()).toBe(200);
  const agent = await page.request.post(apiPaths.agents, {
    data: { name: 'Front Desk', type: 'Support', channels: ['Webchat'] },
  });
  expect(agent.status()).toBe(201);
  return ((await agent.json()) as { id: string }).id;
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

test('the owner adds the website, watches it read, and an answer’s source links to the page it came from', async ({
  page,
}) => {
  const agentId = await newOwnerWithAgent(page);
  await page.goto(paths.portal.aiConfig);
  const card = page.getByRole('region', { name: websiteCopy.heading });
  await card.getByRole('button', { name: websiteCopy.add }).click();
  const dialog = page.getByRole('dialog', { name: websiteFormCopy.title });
  await expect(field(dialog, websiteFormCopy.depth)).toHaveValue('3');
  await expect(dialog.getByText(websiteKnowledgeCopy.patternsHelp)).toBeVisible();

  // Every field says what is wrong with it in words.
  await field(dialog, websiteFormCopy.address).fill('hotel-mirador');
  await field(dialog, websiteFormCopy.include).fill('blog');
  await field(dialog, websiteFormCopy.depth).fill('12');
  await dialog.getByRole('button', { name: websiteCopy.addAndCrawl }).click();
  await expect(dialog.getByText(websiteFormCopy.addressInvalid)).toBeVisible();
  await expect(dialog.getByText(websiteFormCopy.patternInvalid)).toBeVisible();
  await expect(dialog.getByText(websiteFormCopy.depthInvalid)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await field(dialog, websiteFormCopy.address).fill(site.url);
  await field(dialog, websiteFormCopy.include).fill('');
  await field(dialog, websiteFormCopy.depth).fill('3');
  await dialog.getByRole('button', { name: websiteCopy.addAndCrawl }).click();
  await expect(dialog).toBeHidden();

  // The crawl's state and counts move on their own until it is read.
  const crawl = card.getByRole('status', { name: websiteCopy.crawlStatus });
  await expect(crawl).toContainText(websiteCopy.crawlStateLabels.done);
  await expect(crawl).toContainText(websiteCopy.progress({ found: 4, indexed: 3, skipped: 1 }));
  const pages = card.getByRole('list', { name: websiteCopy.pagesHeading });
  const ferry = pages.getByRole('listitem', { name: 'Ferry to Isla Verde' });
  await expect(ferry.getByText(websiteKnowledgeCopy.stateLabels.indexed)).toBeVisible();
  const shell = pages.getByRole('listitem', { name: 'Book' });
  await expect(shell.getByText(websiteKnowledgeCopy.stateLabels.needsJavaScript)).toBeVisible();
  await expect(
    shell.getByText(websitePageStateSentence({ state: 'needsJavaScript' }), { exact: true }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: websiteCopy.crawlAgain })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(agentTestPath(agentId));
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('When does the ferry to Isla Verde leave?');
  await message.press('Enter');
  const transcript = page.getByRole('list', { name: playgroundCopy.title('Front Desk') });
  await expect(transcript.getByText(/7:40/)).toBeVisible();
  // The answer is complete (and stored) once the composer takes a new message: its sources'
  // button is then the stored answer's, not the stream's that a click could land on.
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();
  await transcript.getByRole('button', { name: playgroundCopy.sources(1) }).click();
  const sources = page.getByRole('list', { name: playgroundCopy.sourcesOf });
  await expect(sources.getByText('Ferry to Isla Verde', { exact: true })).toBeVisible();
  await expect(sources.getByRole('link', { name: playgroundCopy.openPage })).toHaveAttribute(
    'href',
    new URL('/ferry', site.url).href,
  );
});
