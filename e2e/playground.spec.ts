import type { Page } from '@playwright/test';
import { handoverReasonLabels } from '../src/shared/conversations.ts';
import { agentTestPath, paths } from '../src/shared/paths.ts';
import { DEFAULT_GREETING, defaultResponseTemplates } from '../src/shared/personality.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, test } from './helpers/test.ts';

const pricing = defaultResponseTemplates.find(({ scenario }) => scenario === 'Pricing question')!;
const transcript = (page: Page) =>
  page.getByRole('list', { name: playgroundCopy.title('Sales Assistant') });

test('Test on an agent card opens a chat that answers from the knowledge, shows its source, hands over and answers on', async ({
  page,
}) => {
  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  await expect(page).toHaveURL(/\/portal\/agents\/[^/]+\/test$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    playgroundCopy.title('Sales Assistant'),
  );
  await expect(transcript(page).getByText(DEFAULT_GREETING)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('I have a pricing question');
  await message.press('Enter');
  await expect(transcript(page).getByText(pricing.response)).toBeVisible();
  await expect(message).toHaveValue('');
  // The answer is complete (and stored) once the composer takes a new message.
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();

  await transcript(page)
    .getByRole('button', { name: playgroundCopy.sources(1) })
    .click();
  const sources = page.getByRole('list', { name: playgroundCopy.sourcesOf });
  await expect(sources.getByText(playgroundCopy.sourceKinds.custom_response)).toBeVisible();
  await expect(sources.getByText(pricing.scenario)).toBeVisible();
  // Folded again, so the answer's text below is read in the bubbles alone, not in its source.
  await transcript(page)
    .getByRole('button', { name: playgroundCopy.sources(1) })
    .click();
  await expect(sources).toBeHidden();

  await message.fill('I want to talk to a person');
  await page.getByRole('button', { name: playgroundCopy.send }).click();
  const handover = page.getByRole('status').filter({ hasText: playgroundCopy.handedOver });
  await expect(handover).toBeVisible();
  await expect(handover).toContainText(handoverReasonLabels.customer_asked);
  // A test is the owner's own: nobody takes it over, and the agent answers the next message.
  const pricingAnswers = transcript(page).getByText(pricing.response);
  await expect(pricingAnswers).toHaveCount(1);
  // The hand-over's answer is complete once the composer takes a new message: Enter before
  // that sends nothing.
  await expect(page.getByRole('button', { name: playgroundCopy.send })).toBeEnabled();
  await message.fill('I have a pricing question');
  await message.press('Enter');
  await expect(pricingAnswers).toHaveCount(2);
  await expect(handover).toBeHidden();

  await page.getByRole('button', { name: playgroundCopy.startOver }).click();
  // Both answers stay shown until the new conversation has started: a count waits for that,
  // where "hidden" of two matches would fail at once.
  await expect(pricingAnswers).toHaveCount(0);
  await expect(handover).toBeHidden();
  await expect(transcript(page).getByText(DEFAULT_GREETING)).toBeVisible();
});

test('the playground refuses an empty message in words and works at phone width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.portal.agents);
  const card = page.getByRole('article', { name: 'Support Bot' });
  await card.getByRole('link', { name: playgroundCopy.testLabel('Support Bot') }).click();
  await expect(page.getByText(DEFAULT_GREETING)).toBeVisible();

  await page.getByRole('button', { name: playgroundCopy.send }).click();
  await expect(page.getByText('Write a message.')).toBeVisible();

  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('I have a pricing question');
  await message.press('Enter');
  await expect(page.getByText(pricing.response)).toBeVisible();
  const send = await page.getByRole('button', { name: playgroundCopy.send }).boundingBox();
  expect(send && send.x + send.width).toBeLessThanOrEqual(390);
});

test('a link to an agent that does not exist says so', async ({ page }) => {
  await page.goto(agentTestPath('00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText(playgroundCopy.agentMissing)).toBeVisible();
});
