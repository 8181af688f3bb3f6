import type { Page } from '@playwright/test';
import { briefingCopy } from '../src/shared/briefing.ts';
import { dashboardCopy } from '../src/shared/dashboard.ts';
import { onboardingCopy as copy, onboardingStepIds } from '../src/shared/onboarding.ts';
import { paths } from '../src/shared/paths.ts';
import { navCopy, topBarCopy } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// A new account has no Appointments agent: the calendar's step is not offered to it.
const offeredSteps = onboardingStepIds.filter((id) => id !== 'calendar').length;
const checklist = (page: Page) => page.getByRole('region', { name: copy.title });
const steps = (page: Page) =>
  checklist(page).getByRole('list', { name: copy.listLabel }).getByRole('listitem');
// Required fields carry a ' *' marker after the label, so match the start.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

test('a new account’s checklist ticks the briefing once written, and stays dismissed', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.onboarding);
  await expect(checklist(page)).toContainText(copy.progress(0, offeredSteps));
  await expect(steps(page)).toHaveCount(offeredSteps);
  await expect(steps(page).first()).toContainText(`${copy.stepToDo} ${copy.steps.briefing.title}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The first step, done the way an owner does it: from its link, through the wizard.
  await checklist(page).getByRole('link', { name: copy.actions.briefing }).click();
  await expect(page).toHaveURL(paths.portal.briefing);
  const { labels } = briefingCopy;
  await field(page, labels.companyName).fill('Harbor Cars');
  await page.getByRole('combobox', { name: new RegExp(`^${labels.industry}`) }).click();
  await page.getByRole('option', { name: 'Automotive' }).click();
  await field(page, labels.description).fill('A family-run used-car dealer in Lisbon.');
  await field(page, labels.targetAudience).fill('Families buying their first car.');
  for (let step = 1; step < 4; step++)
    await page.getByRole('button', { name: briefingCopy.next }).click();
  await page.getByRole('button', { name: briefingCopy.activate }).click();
  // No agent yet: nothing is "active"; the message says what comes next and links to it.
  const saved = page.getByRole('status').filter({ hasText: briefingCopy.savedNoAgent });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('link', { name: briefingCopy.createAgent })).toHaveAttribute(
    'href',
    paths.portal.agents,
  );

  await page
    .getByRole('navigation', { name: navCopy.label })
    .getByRole('link', { name: navCopy.dashboard })
    .click();
  await expect(checklist(page)).toContainText(copy.progress(1, offeredSteps));
  await expect(steps(page).first()).toContainText(`${copy.stepDone} ${copy.steps.briefing.title}`);
  await expect(steps(page).nth(1)).toContainText(`${copy.stepToDo} ${copy.steps.knowledge.title}`);

  // On a phone the card fits the screen, nothing spills sideways. The dashboard is opened at
  // that width, as a phone opens it: narrowed in place, the page once stayed 175 px too wide
  // for 20 s on a busy machine, mid-switch from the desktop layout, which no phone shows.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('button', { name: topBarCopy.openNavigation })).toBeVisible();
  await expect(page.getByRole('navigation', { name: navCopy.label })).toBeHidden();
  await expect(checklist(page).getByRole('link', { name: copy.actions.knowledge })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `the dashboard scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);

  await checklist(page).getByRole('button', { name: copy.dismiss }).click();
  await expect(checklist(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: dashboardCopy.statistics })).toBeVisible();
  await expect(checklist(page)).toBeHidden();
});
