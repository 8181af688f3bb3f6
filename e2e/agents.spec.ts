import type { Locator, Page } from '@playwright/test';
import { agentCopy, agentPlanLimitMessage } from '../src/shared/agents.ts';
import { answerEngineCopy } from '../src/shared/answers.ts';
import { briefingCopy, briefingSteps } from '../src/shared/briefing.ts';
import { paths } from '../src/shared/paths.ts';
import {
  DEFAULT_FAREWELL,
  DEFAULT_GREETING,
  defaultResponseTemplates,
  personalityCopy,
} from '../src/shared/personality.ts';
import { DEFAULT_ANSWER_THRESHOLD, thresholdPercent } from '../src/shared/knowledge.ts';
import { plans } from '../src/shared/plans.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { navCopy, screenTitles, unsavedChangesCopy } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

// Required fields carry a ' *' marker after the label, so match the start.
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}`) });
const stepHeading = (page: Page, index: number) =>
  page.getByRole('heading', {
    name: `Step ${index + 1} of ${briefingSteps.length}: ${briefingSteps[index]}`,
  });

test.use({ storageState: signedOut });

// Each test walks a whole screen through many stored changes and reloads.
test.beforeEach(() => test.slow());

test('the briefing wizard refuses empty required fields, goes back and forth, and saves', async ({
  page,
}) => {
  const { labels } = briefingCopy;
  await signIn(page, accounts.briefing);
  await page.goto(paths.portal.briefing);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.briefing);
  for (const label of briefingSteps) await expect(page.getByText(label).first()).toBeVisible();
  await expect(stepHeading(page, 0)).toBeVisible();
  await expect(page.getByRole('button', { name: briefingCopy.back })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const next = page.getByRole('button', { name: briefingCopy.next });
  await next.click();
  for (const message of [
    'Enter your company name.',
    'Choose your industry.',
    'Describe your business.',
    'Describe your target audience.',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(stepHeading(page, 0)).toBeVisible();

  await field(page, labels.companyName).fill('Harbor Cars');
  await combo(page, labels.industry).click();
  await page.getByRole('option', { name: 'Automotive' }).click();
  await field(page, labels.description).fill('A family-run used-car dealer in Lisbon.');
  await field(page, labels.targetAudience).fill('Families buying their first car.');
  await field(page, labels.keyServices).fill('Sales, financing, trade-ins');
  await page.getByRole('button', { name: 'English' }).click();
  await next.click();
  await expect(page.getByText('Choose at least one language.')).toBeVisible();
  await expect(stepHeading(page, 0)).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Portuguese' }).click();
  await next.click();

  await expect(stepHeading(page, 1)).toBeVisible();
  await combo(page, labels.tonePreference).click();
  await page.getByRole('option', { name: 'Friendly' }).click();
  await field(page, labels.communicationStyle).fill('Short answers, always a next step.');
  await page.getByRole('button', { name: briefingCopy.back }).click();
  await expect(stepHeading(page, 0)).toBeVisible();
  await expect(field(page, labels.companyName)).toHaveValue('Harbor Cars');
  await next.click();
  await expect(combo(page, labels.tonePreference)).toHaveText('Friendly');
  await next.click();

  await expect(stepHeading(page, 2)).toBeVisible();
  const templates = page.getByRole('group', { name: /^Template/ });
  await expect(templates).toHaveCount(2);
  await expect(field(templates.nth(0), briefingCopy.scenarioLabel)).toHaveValue(
    defaultResponseTemplates[0]!.scenario,
  );
  await expect(field(templates.nth(1), briefingCopy.scenarioLabel)).toHaveValue(
    defaultResponseTemplates[1]!.scenario,
  );
  await page.getByRole('button', { name: `${briefingCopy.removeTemplate} 2` }).click();
  await page.getByRole('button', { name: briefingCopy.addTemplate }).click();
  await next.click();
  await expect(page.getByText('Describe the scenario.')).toBeVisible();
  await field(templates.nth(1), briefingCopy.scenarioLabel).fill('Test drive');
  await field(templates.nth(1), briefingCopy.responseLabel).fill('Book a test drive any weekday.');
  await next.click();

  await expect(stepHeading(page, 3)).toBeVisible();
  const main = page.getByRole('main');
  for (const text of ['Harbor Cars', 'Automotive', 'Portuguese', 'Friendly', 'Test drive'])
    await expect(main).toContainText(text);
  await page.getByRole('button', { name: briefingCopy.activate }).click();
  await expect(page.getByRole('status').filter({ hasText: briefingCopy.activated })).toBeVisible();

  await page.reload();
  await expect(field(page, labels.companyName)).toHaveValue('Harbor Cars');
  await expect(field(page, labels.keyServices)).toHaveValue('Sales, financing, trade-ins');
  await expect(page.getByRole('button', { name: 'Portuguese' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await next.click();
  await next.click();
  await expect(templates).toHaveCount(2);
  await expect(field(templates.nth(1), briefingCopy.scenarioLabel)).toHaveValue('Test drive');
  await next.click();
  await expect(main).toContainText('Short answers, always a next step.');
  await expect(main).toContainText(briefingCopy.lastSaved);
});

test('leaving the briefing with unsaved changes asks first; Stay keeps what was typed', async ({
  page,
}) => {
  await signIn(page, accounts.unsaved);
  await page.goto(paths.portal.briefing);
  const companyName = field(page, briefingCopy.labels.companyName);
  await companyName.fill('Harbor Cars');

  const sidebar = page.getByRole('navigation', { name: navCopy.label });
  await sidebar.getByRole('link', { name: navCopy.manageAgents }).click();
  const dialog = page.getByRole('dialog', { name: unsavedChangesCopy.title });
  await expect(dialog).toContainText(unsavedChangesCopy.text);
  await dialog.getByRole('button', { name: unsavedChangesCopy.stay }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(paths.portal.briefing);
  await expect(companyName).toHaveValue('Harbor Cars');

  await sidebar.getByRole('link', { name: navCopy.manageAgents }).click();
  await dialog.getByRole('button', { name: unsavedChangesCopy.leave }).click();
  await expect(page).toHaveURL(paths.portal.agents);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.agents);
});

test('personality sliders, greeting and responses are saved and survive a reload', async ({
  page,
}) => {
  const labels = personalityCopy.sliderLabels;
  await signIn(page, accounts.personality);
  await page.goto(paths.portal.personality);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.personality);
  const slider = (label: string) => page.getByRole('slider', { name: label });
  for (const [label, value] of [
    [labels.formality, '70'],
    [labels.empathy, '80'],
    [labels.humor, '30'],
    [labels.creativity, '60'],
  ] as const) {
    await expect(slider(label)).toHaveValue(value);
    await expect(slider(label)).toHaveAttribute('min', '0');
    await expect(slider(label)).toHaveAttribute('max', '100');
    await expect(slider(label)).toHaveAttribute('step', '1');
  }
  await expect(field(page, personalityCopy.greetingLabel)).toHaveValue(DEFAULT_GREETING);
  await expect(field(page, personalityCopy.farewellLabel)).toHaveValue(DEFAULT_FAREWELL);
  expect(await seriousViolations(page)).toEqual([]);

  await slider(labels.formality).focus();
  await page.keyboard.press('Home');
  await slider(labels.empathy).focus();
  await page.keyboard.press('End');
  await slider(labels.humor).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(slider(labels.humor)).toHaveValue('35');
  await combo(page, personalityCopy.toneLabel).click();
  await page.getByRole('option', { name: 'Casual' }).click();
  await field(page, personalityCopy.greetingLabel).fill('Hey! What can I do for you?');

  await field(page, personalityCopy.farewellLabel).fill('');
  await page.getByRole('button', { name: personalityCopy.save }).click();
  await expect(page.getByText('Write a farewell.')).toBeVisible();
  await field(page, personalityCopy.farewellLabel).fill('See you soon!');

  await page.getByRole('button', { name: personalityCopy.addResponse }).click();
  const responses = page.getByRole('group', { name: /^Custom response/ });
  await expect(responses).toHaveCount(3);
  await field(responses.nth(2), personalityCopy.scenarioLabel).fill('Opening hours');
  await field(responses.nth(2), personalityCopy.responseLabel).fill('We are open 9 to 6.');
  await page.getByRole('button', { name: personalityCopy.save }).click();
  await expect(page.getByRole('status').filter({ hasText: personalityCopy.saved })).toBeVisible();

  await page.reload();
  await expect(slider(labels.formality)).toHaveValue('0');
  await expect(slider(labels.empathy)).toHaveValue('100');
  await expect(slider(labels.humor)).toHaveValue('35');
  await expect(slider(labels.creativity)).toHaveValue('60');
  await expect(combo(page, personalityCopy.toneLabel)).toHaveText('Casual');
  await expect(field(page, personalityCopy.greetingLabel)).toHaveValue(
    'Hey! What can I do for you?',
  );
  await expect(field(page, personalityCopy.farewellLabel)).toHaveValue('See you soon!');
  await expect(field(responses.nth(2), personalityCopy.responseLabel)).toHaveValue(
    'We are open 9 to 6.',
  );

  // One agent gets a voice of its own; the others keep speaking with the account's.
  await page.goto(paths.portal.agents);
  await page
    .getByRole('article', { name: 'Sales Assistant', exact: true })
    .getByRole('link', { name: agentCopy.edit })
    .click();
  await expect(page).toHaveURL(/\/portal\/agents\/[^/]+\/personality$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    personalityCopy.agentTitle('Sales Assistant'),
  );
  await expect(page.getByText(personalityCopy.followsAccount('Sales Assistant'))).toBeVisible();
  await expect(field(page, personalityCopy.greetingLabel)).toHaveValue(
    'Hey! What can I do for you?',
  );
  await field(page, personalityCopy.greetingLabel).fill('Welcome to the sales desk!');
  await page.getByRole('button', { name: personalityCopy.save }).click();
  await expect(page.getByText(personalityCopy.ownPersonality('Sales Assistant'))).toBeVisible();

  const greetingOf = async (agentName: string) => {
    await page.goto(paths.portal.agents);
    await page.getByRole('link', { name: playgroundCopy.testLabel(agentName) }).click();
    return page.getByRole('list', { name: playgroundCopy.title(agentName) });
  };
  await expect(
    (await greetingOf('Sales Assistant')).getByText('Welcome to the sales desk!'),
  ).toBeVisible();
  await expect(
    (await greetingOf('Support Bot')).getByText('Hey! What can I do for you?'),
  ).toBeVisible();

  // How sure an agent must be is chosen on AI Configuration, and kept.
  await page.goto(paths.portal.aiConfig);
  const threshold = page.getByRole('slider', {
    name: answerEngineCopy.thresholdLabel('Sales Assistant'),
  });
  await expect(threshold).toHaveValue(String(thresholdPercent(DEFAULT_ANSWER_THRESHOLD)));
  await threshold.focus();
  await page.keyboard.press('End');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: answerEngineCopy.thresholdSaved('Sales Assistant', 90) }),
  ).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('90');
});

test('agents are created, duplicated, toggled and deleted, and each change is stored', async ({
  page,
}) => {
  await signIn(page, accounts.agents);
  await page.goto(paths.portal.agents);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitles.agents);
  const card = (name: string) => page.getByRole('article', { name, exact: true });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(card('Sales Assistant')).toContainText('WhatsApp');
  await expect(card('Sales Assistant')).toContainText('Webchat');
  await expect(card('Appointment Scheduler')).toContainText('Inactive');
  expect(await seriousViolations(page)).toEqual([]);

  // New Agent: disabled until a name and a channel are given.
  await page.getByRole('button', { name: agentCopy.newAgent }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: agentCopy.create });
  await expect(create).toBeDisabled();
  await field(dialog, agentCopy.nameLabel).fill('   ');
  await dialog.getByRole('checkbox', { name: 'Telegram' }).check();
  await expect(create).toBeDisabled();
  await field(dialog, agentCopy.nameLabel).fill('Rental Desk');
  await expect(create).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'Telegram' }).uncheck();
  await expect(create).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Telegram' }).check();
  await dialog.getByRole('combobox', { name: new RegExp(`^${agentCopy.typeLabel}`) }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(card('Rental Desk')).toContainText('Active');
  await expect(card('Rental Desk')).toContainText('Support');
  await expect(card('Rental Desk')).toContainText('Telegram');
  await expect(card('Rental Desk')).toContainText(/Conversations\s*0/);
  // Stored, not just drawn: it is still there, unchanged, after a reload.
  await page.reload();
  await expect(cards).toHaveCount(4);
  await expect(card('Rental Desk')).toContainText('Support');
  await expect(card('Rental Desk')).toContainText('Telegram');

  const menu = async (name: string, item: string) => {
    await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  await menu('Sales Assistant', agentCopy.duplicate);
  await expect(card('Sales Assistant (Copy)')).toContainText(/Conversations\s*0/);
  await expect(cards).toHaveCount(5);

  // Five agents is the Essential limit: the server refuses a sixth in words, once, with the
  // way to a bigger plan.
  await page.getByRole('button', { name: agentCopy.newAgent }).click();
  await field(dialog, agentCopy.nameLabel).fill('One Too Many');
  await dialog.getByRole('checkbox', { name: 'Webchat' }).check();
  await create.click();
  const refusal = dialog.getByRole('alert');
  const limitMessage = agentPlanLimitMessage(
    plans.essential.name,
    plans.essential.limits.aiAgents!,
  );
  await expect(refusal).toContainText(limitMessage);
  await expect(page.getByText(limitMessage)).toHaveCount(1);
  await expect(refusal.getByRole('link', { name: agentCopy.upgradePlan })).toHaveAttribute(
    'href',
    paths.portal.subscription,
  );
  await dialog.getByRole('button', { name: agentCopy.cancel }).click();

  await menu('Appointment Scheduler', agentCopy.activate);
  await expect(card('Appointment Scheduler')).toContainText('Active');
  await menu('Support Bot', agentCopy.deactivate);
  await expect(card('Support Bot')).toContainText('Inactive');

  await menu('Rental Desk', agentCopy.delete);
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(agentCopy.deleteConfirm);
  await confirm.getByRole('button', { name: agentCopy.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(card('Rental Desk')).toBeVisible();
  await menu('Rental Desk', agentCopy.delete);
  await confirm.getByRole('button', { name: agentCopy.delete }).click();
  await expect(card('Rental Desk')).toHaveCount(0);

  await page.reload();
  await expect(cards).toHaveCount(4);
  await expect(card('Rental Desk')).toHaveCount(0);
  await expect(card('Sales Assistant (Copy)')).toBeVisible();
  await expect(card('Appointment Scheduler')).not.toContainText('Inactive');
  await expect(card('Support Bot')).toContainText('Inactive');

  await menu('Sales Assistant', agentCopy.settings);
  await expect(page).toHaveURL(/\/portal\/agents\/[^/]+\/personality$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    personalityCopy.agentTitle('Sales Assistant'),
  );
  await page.goBack();
  await card('Sales Assistant').getByRole('link', { name: agentCopy.viewAnalytics }).click();
  // Filtered to the agent whose card it was.
  await expect(page).toHaveURL(new RegExp(`${paths.portal.analytics}\\?agentId=[^&]+$`));
});
