import { conversationCopy, conversationResolutionLabels } from '../src/shared/conversations.ts';
import { historyCopy } from '../src/shared/history.ts';
import { inboxCopy } from '../src/shared/inbox.ts';
import { paths } from '../src/shared/paths.ts';
import { DEFAULT_FAREWELL } from '../src/shared/personality.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { navCopy } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

test('a customer asks for a person; the owner sees it live, takes over, replies, hands back and closes', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, accounts.inbox);
  // The owner's inbox, open before the customer writes.
  await page.goto(paths.portal.liveConversations);
  await expect(page.getByText(inboxCopy.live)).toBeVisible();
  const inbox = page.getByRole('list', { name: inboxCopy.listLabel });

  // The customer, in the playground of another tab.
  const customer = await context.newPage();
  await customer.goto(paths.portal.agents);
  await customer.getByRole('link', { name: playgroundCopy.testLabel('Support Bot') }).click();
  const transcript = customer.getByRole('list', { name: playgroundCopy.title('Support Bot') });
  const message = customer.getByLabel(playgroundCopy.messageLabel);
  await message.fill('Do you sell tyres?');
  await message.press('Enter');
  await expect(customer.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();

  // It appears without a reload; asking for a person raises the count and rings the bell.
  await expect(inbox).toContainText('Do you sell tyres?');
  const bellBefore = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  await message.fill('I want to talk to a person');
  await message.press('Enter');
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
  await expect(
    transcript.getByText(conversationCopy.personJoined(accounts.inbox.name)),
  ).toBeVisible();
  await page
    .getByLabel(inboxCopy.replyLabel)
    .fill('Hi, Ines here. I will call you in five minutes.');
  await page.getByRole('button', { name: inboxCopy.send }).click();
  await expect(
    transcript.getByText('Hi, Ines here. I will call you in five minutes.'),
  ).toBeVisible();

  await page.getByRole('button', { name: inboxCopy.handBack }).click();
  await expect(
    transcript.getByText(conversationCopy.handedBack(accounts.inbox.name)),
  ).toBeVisible();
  await message.fill('How long does an oil change take?');
  await message.press('Enter');
  await expect(transcript.getByText(/About 30 minutes/)).toBeVisible();

  await page.getByRole('button', { name: inboxCopy.close }).click();
  await page
    .getByRole('dialog', { name: inboxCopy.closeTitle })
    .getByRole('button', { name: inboxCopy.close })
    .click();
  await expect(transcript.getByText(DEFAULT_FAREWELL)).toBeVisible();
  // Closed, the customer is asked for a rating.
  await customer.getByRole('button', { name: playgroundCopy.rateUp }).click();
  await customer.getByLabel(playgroundCopy.rateComment).fill('Ines was quick.');
  await customer.getByRole('button', { name: playgroundCopy.rateSend }).click();
  await expect(customer.getByText(playgroundCopy.rated)).toBeVisible();
  // Closed, it leaves the open conversations.
  await expect(page.getByRole('button').filter({ hasText: 'Do you sell tyres?' })).toHaveCount(0);

  // Closed, it is in History with its resolution.
  await page.goto(`${paths.portal.conversationHistory}?tests=include&q=tyres`);
  const row = page.getByRole('table', { name: historyCopy.tableLabel });
  // A closed conversation's status says how it ended.
  await expect(row).toContainText(conversationResolutionLabels.human);
  await expect(row).toContainText(historyCopy.ratingLabels.up);
});

test('the inbox works at phone width: the list, then the conversation, and back', async ({
  page,
}) => {
  await signIn(page, accounts.inbox);
  const agents = (await (await page.request.get('/api/v1/agents')).json()) as {
    agents: { id: string; name: string }[];
  };
  const bot = agents.agents.find((agent) => agent.name === 'Support Bot')!;
  const started = (await (
    await page.request.post(`/api/v1/agents/${bot.id}/conversations`, {
      data: { channel: 'playground' },
    })
  ).json()) as { id: string };
  await page.request.post(`/api/v1/conversations/${started.id}/messages`, {
    data: { text: 'Is the car wash open on Sunday?' },
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(paths.portal.liveConversations);
  const inbox = page.getByRole('list', { name: inboxCopy.listLabel });
  await inbox.getByRole('button').filter({ hasText: 'Is the car wash open on Sunday?' }).click();
  await expect(inbox).toBeHidden();
  await expect(page.getByRole('button', { name: inboxCopy.takeOver })).toBeVisible();
  await page.getByRole('button', { name: inboxCopy.back }).click();
  await expect(inbox).toContainText('Is the car wash open on Sunday?');
});
