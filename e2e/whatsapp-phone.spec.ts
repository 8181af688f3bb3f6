import type { Page } from '@playwright/test';
import { conversationChannelLabels, conversationCopy } from '../src/shared/conversations.ts';
import { historyCopy } from '../src/shared/history.ts';
import { inboxCopy } from '../src/shared/inbox.ts';
import {
  sampleWhatsappInstances,
  SIMULATED_CUSTOMER_NUMBER,
  simulatedPhoneCopy,
  whatsappCopy,
} from '../src/shared/integrations.ts';
import { paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const line = sampleWhatsappInstances[0]!.name;

/** The number's simulated phone, opened from its card on the WhatsApp page. */
async function openPhone(page: Page) {
  await page.goto(paths.portal.whatsapp);
  await page
    .getByRole('article', { name: line })
    .getByRole('button', { name: simulatedPhoneCopy.open })
    .click();
  const phone = page.getByRole('dialog', { name: simulatedPhoneCopy.title(line) });
  return { phone, thread: phone.getByRole('list', { name: simulatedPhoneCopy.title(line) }) };
}

async function write(phone: ReturnType<Page['getByRole']>, text: string) {
  const field = phone.getByLabel(playgroundCopy.messageLabel);
  await field.fill(text);
  await field.press('Enter');
  await expect(phone.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();
}

test('a customer on the simulated phone gets the agent’s answers, then a person’s reply from the inbox', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.whatsappPhone);
  await page.goto(paths.portal.whatsapp);
  const card = page.getByRole('article', { name: line });
  await card.getByRole('combobox', { name: whatsappCopy.agentLabel }).click();
  await page.getByRole('option', { name: 'Sales Assistant' }).click();
  await expect(card.getByText(whatsappCopy.noAgentHint)).toHaveCount(0);

  const { phone, thread } = await openPhone(page);
  await expect(phone.getByText(simulatedPhoneCopy.empty)).toBeVisible();
  await write(phone, 'How long does an oil change take?');
  await expect(thread.getByText(/About 30 minutes/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await write(phone, 'I want to talk to a person');
  await expect(thread.getByText(conversationCopy.handedOver)).toBeVisible();
  await phone.getByRole('button', { name: simulatedPhoneCopy.close }).click();

  // The conversation waits in the live inbox, the customer's number masked.
  await page.goto(paths.portal.liveConversations);
  const waiting = page
    .getByRole('list', { name: inboxCopy.listLabel })
    .getByRole('button')
    .filter({ hasText: simulatedPhoneCopy.customerName });
  await expect(waiting).toContainText('••• ••• 0142');
  await expect(waiting).toContainText(conversationChannelLabels.whatsapp);
  await waiting.click();
  // The conversation itself shows the whole number, to call the customer back.
  await expect(page.getByRole('main').getByText(`+${SIMULATED_CUSTOMER_NUMBER}`)).toBeVisible();
  await page.getByRole('button', { name: inboxCopy.takeOver }).click();
  await page.getByLabel(inboxCopy.replyLabel).fill('Hi, Wes here. Your car is ready at noon.');
  await page.getByRole('button', { name: inboxCopy.send }).click();
  // Stored (and in the transcript) before the page is left, which would cut the request short.
  await expect(
    page
      .getByRole('list', { name: historyCopy.transcriptTitle(simulatedPhoneCopy.customerName) })
      .getByText('Hi, Wes here. Your car is ready at noon.'),
  ).toBeVisible();

  const reopened = await openPhone(page);
  await expect(reopened.thread.getByText(/Your car is ready at noon\.$/)).toBeVisible();
});
