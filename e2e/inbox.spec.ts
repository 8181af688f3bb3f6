import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import { conversationCopy, conversationResolutionLabels } from '../src/shared/conversations.ts';
import { historyCopy } from '../src/shared/history.ts';
import { inboxCopy } from '../src/shared/inbox.ts';
import { noteCopy } from '../src/shared/notes.ts';
import { paths } from '../src/shared/paths.ts';
import { DEFAULT_FAREWELL } from '../src/shared/personality.ts';
import { navCopy } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

/**
 * A customer of the account's API talking to an agent: what they send, and the conversation as
 * they read it. (A playground test is the owner's own and never enters the inbox.)
 */
async function apiCustomer(page: Page, agentName: string) {
  const agents = (await (await page.request.get(apiPaths.agents)).json()) as {
    agents: { id: string; name: string }[];
  };
  const agent = agents.agents.find(({ name }) => name === agentName)!;
  const started = await page.request.post(apiPath(apiPaths.agentConversations, { id: agent.id }), {
    data: { channel: 'api' },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  return {
    id,
    /** Sends a message; answers the agent's answer, or null while a person has it. */
    async says(text: string) {
      const sent = await page.request.post(apiPath(apiPaths.conversationMessages, { id }), {
        data: { text },
      });
      expect(sent.status()).toBe(201);
      return ((await sent.json()) as { answer: { text: string } | null }).answer?.text ?? null;
    },
    async reads() {
      const read = await page.request.get(apiPath(apiPaths.conversation, { id }));
      return ((await read.json()) as { messages: { text: string }[] }).messages.map(
        ({ text }) => text,
      );
    },
    async rates(rating: 'up' | 'down', comment: string) {
      const rated = await page.request.post(apiPath(apiPaths.conversationRating, { id }), {
        data: { rating, comment },
      });
      expect(rated.status()).toBe(200);
    },
  };
}

test('a customer asks for a person; the owner sees it live, takes over, replies, hands back and closes', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.inbox);
  // The owner's inbox, open before the customer writes.
  await page.goto(paths.portal.liveConversations);
  await expect(page.getByText(inboxCopy.live)).toBeVisible();
  const inbox = page.getByRole('list', { name: inboxCopy.listLabel });

  const customer = await apiCustomer(page, 'Support Bot');
  await customer.says('Do you sell tyres?');

  // It appears without a reload; asking for a person raises the count and rings the bell.
  await expect(inbox).toContainText('Do you sell tyres?');
  const bellBefore = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  await customer.says('I want to talk to a person');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: new RegExp(navCopy.waitingCount(1)) }),
  ).toBeVisible();
  await expect(inbox.getByText(/^Waiting/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).not.toHaveAttribute(
    'aria-label',
    String(bellBefore),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await inbox.getByRole('button').filter({ hasText: 'Do you sell tyres?' }).click();
  await page.getByRole('button', { name: inboxCopy.takeOver }).click();
  await expect
    .poll(() => customer.reads())
    .toContain(conversationCopy.personJoined(accounts.inbox.name));
  await page
    .getByLabel(inboxCopy.replyLabel)
    .fill('Hi, Ines here. I will call you in five minutes.');
  await page.getByRole('button', { name: inboxCopy.send }).click();
  await expect
    .poll(() => customer.reads())
    .toContain('Hi, Ines here. I will call you in five minutes.');

  // A note is the team's: it joins the transcript, marked with its author, and never the
  // customer's conversation.
  const note = 'Called back: wants winter tyres, prefers email.';
  await page.getByLabel(noteCopy.noteLabel).fill(note);
  await page.getByRole('button', { name: noteCopy.add }).click();
  const transcript = page.getByRole('list', { name: /^Conversation with/ });
  await expect(
    transcript.getByRole('listitem', { name: noteCopy.noteBy(accounts.inbox.name) }),
  ).toContainText(note);
  expect(await customer.reads()).not.toContain(note);

  await page.getByRole('button', { name: inboxCopy.handBack }).click();
  await expect
    .poll(() => customer.reads())
    .toContain(conversationCopy.handedBack(accounts.inbox.name));
  expect(await customer.says('How long does an oil change take?')).toMatch(/About 30 minutes/);

  await page.getByRole('button', { name: inboxCopy.close }).click();
  await page
    .getByRole('dialog', { name: inboxCopy.closeTitle })
    .getByRole('button', { name: inboxCopy.close })
    .click();
  await expect.poll(() => customer.reads()).toContain(DEFAULT_FAREWELL);
  // Closed, the customer may rate it.
  await customer.rates('up', 'Ines was quick.');
  // Closed, it leaves the open conversations.
  await expect(page.getByRole('button').filter({ hasText: 'Do you sell tyres?' })).toHaveCount(0);

  // Closed, it is in History with its resolution.
  await page.goto(`${paths.portal.conversationHistory}?q=tyres`);
  const row = page.getByRole('table', { name: historyCopy.tableLabel });
  // A closed conversation's status says how it ended.
  await expect(row).toContainText(conversationResolutionLabels.human);
  await expect(row).toContainText(historyCopy.ratingLabels.up);
  // Its transcript there keeps the team's note.
  await row.getByRole('link', { name: historyCopy.anonymous }).first().click();
  await expect(
    page.getByRole('listitem', { name: noteCopy.noteBy(accounts.inbox.name) }),
  ).toContainText(note);
  expect(await customer.reads()).not.toContain(note);
});

test('the inbox works at phone width: the list, then the conversation, and back', async ({
  page,
}) => {
  await signIn(page, accounts.inboxPhone);
  const customer = await apiCustomer(page, 'Support Bot');
  // A question of this run's own: the account keeps the open conversations of earlier runs.
  const question = `Is the car wash open on Sunday, ${randomUUID().slice(0, 8)}?`;
  await customer.says(question);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(paths.portal.liveConversations);
  const inbox = page.getByRole('list', { name: inboxCopy.listLabel });
  await inbox.getByRole('button').filter({ hasText: question }).click();
  await expect(inbox).toBeHidden();
  await expect(page.getByRole('button', { name: inboxCopy.takeOver })).toBeVisible();
  await page.getByRole('button', { name: inboxCopy.back }).click();
  await expect(inbox).toContainText(question);
});
