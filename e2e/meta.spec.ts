import { randomUUID } from 'node:crypto';
import { apiPaths } from '../src/shared/api-paths.ts';
import { inboxCopy } from '../src/shared/inbox.ts';
import { metaCopy } from '../src/shared/meta.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { e2eMetaApp } from './helpers/fake-meta-app.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// The app is pointed at a local Graph API (e2e/helpers/fake-meta-server.ts); the test plays
// Meta's part of the webhook, posting a customer's message signed with the app secret.
test('the owner connects a Facebook Page by its token, chooses the Instagram agent, and a customer’s message arrives in the live inbox', async ({
  page,
}) => {
  await signIn(page, accounts.meta);
  const run = randomUUID().slice(0, 6);
  const made = await page.request.post(`${e2eMetaApp.url}/_fake/pages`, {
    data: { name: `City Rentals ${run}`, instagram: `cityrentals_${run}` },
  });
  const fakePage = (await made.json()) as { token: string; name: string };

  await page.goto(paths.portal.meta);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.meta);
  await page.getByLabel(metaCopy.tokenLabel).fill(fakePage.token);
  await page.getByRole('button', { name: metaCopy.connect }).click();
  const card = page.getByRole('article', { name: metaCopy.cardTitle(fakePage.name) });
  await expect(card.getByText(metaCopy.instagramAccount(`cityrentals_${run}`))).toBeVisible();
  // The token stays on the server.
  expect(await (await page.request.get(apiPaths.metaPages)).text()).not.toContain(fakePage.token);

  await card.getByRole('combobox', { name: metaCopy.agentLabel.instagram }).click();
  await page.getByRole('option', { name: 'Support Bot' }).click();
  await expect(card.getByRole('combobox', { name: metaCopy.agentLabel.instagram })).toHaveText(
    'Support Bot',
  );

  // The live inbox, open before the customer writes.
  await page.goto(paths.portal.liveConversations);
  await expect(page.getByText(inboxCopy.live)).toBeVisible();
  const question = `Is the blue SUV free this weekend, ${run}?`;
  const written = await page.request.post(`${e2eMetaApp.url}/_fake/customer-writes`, {
    data: {
      token: fakePage.token,
      channel: 'instagram',
      firstName: 'Grace',
      lastName: `Hopper ${run}`,
      text: question,
    },
  });
  const call = (await written.json()) as { body: string; signature: string };
  const delivered = await page.request.post('/api/channels/meta', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': call.signature },
    data: call.body,
  });
  expect(delivered.status()).toBe(200);

  // It appears without a reload, under the name Meta gave for the customer.
  const inbox = page.getByRole('list', { name: inboxCopy.listLabel });
  const conversation = inbox.getByRole('button').filter({ hasText: question });
  await expect(conversation).toBeVisible();
  await expect(conversation).toContainText(`Grace Hopper ${run}`);
});
