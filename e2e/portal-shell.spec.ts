import type { Page } from '@playwright/test';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import {
  agentPersonalityPath,
  agentTestPath,
  conversationPath,
  paths,
} from '../src/shared/paths.ts';
import { documentTitle, navCopy, screenTitles, topBarCopy } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { greeting } from './helpers/greeting.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: navCopy.label });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The dashboard's heading greets the user; every other screen's heading is its title. */
const headingOf = (title: string) =>
  title === screenTitles.dashboard ? greeting(accounts.owner.name) : title;

async function expectScreen(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(path);
  await expect(heading(page)).toHaveText(headingOf(title));
  await expect(page).toHaveTitle(documentTitle(title));
}

/** Every sidebar item, in order, with where it leads and the title found there. */
const sidebarItems = [
  [navCopy.dashboard, paths.portal.dashboard, screenTitles.dashboard],
  [navCopy.businessBriefing, paths.portal.briefing, screenTitles.briefing],
  [navCopy.aiConfig, paths.portal.aiConfig, screenTitles.aiConfig],
  [navCopy.manageAgents, paths.portal.agents, screenTitles.agents],
  [navCopy.websiteWidget, paths.portal.websiteWidget, screenTitles.websiteWidget],
  [navCopy.whatsapp, paths.portal.whatsapp, screenTitles.whatsapp],
  [navCopy.telegram, paths.portal.telegram, screenTitles.telegram],
  [navCopy.meta, paths.portal.meta, screenTitles.meta],
  [navCopy.liveConversations, paths.portal.liveConversations, screenTitles.liveConversations],
  [navCopy.history, paths.portal.conversationHistory, screenTitles.conversationHistory],
  [navCopy.analytics, paths.portal.analytics, screenTitles.analytics],
  [navCopy.appointments, paths.portal.appointments, screenTitles.appointments],
  [navCopy.googleCalendar, paths.portal.google, screenTitles.google],
  [navCopy.appleCalendar, paths.portal.apple, screenTitles.apple],
  [navCopy.apiKeys, paths.portal.apiKeys, screenTitles.apiKeys],
  [navCopy.subscription, paths.portal.subscription, screenTitles.subscription],
  [navCopy.usage, paths.portal.usage, screenTitles.usage],
  [navCopy.helpCenter, paths.portal.helpCenter, screenTitles.helpCenter],
  [navCopy.submitTicket, paths.portal.ticket, screenTitles.ticket],
] as const;

/** Routes the sidebar does not list; each still has its screen. */
const otherScreens = [
  [paths.portal.profile, screenTitles.profile],
  [paths.portal.personality, screenTitles.personality],
  [paths.portal.templates, screenTitles.templates],
] as const;

test('every sidebar item leads to its screen, which the sidebar then highlights', async ({
  page,
}) => {
  await page.goto(paths.portal.dashboard);
  for (const [label, path, title] of sidebarItems) {
    // Live's name also says how many conversations wait, when some do.
    const waiting = navCopy.waitingCount(0).replace('0', '\\d+');
    const name = new RegExp(`^${label}(?: ${waiting})?$`);
    await sidebar(page).getByRole('link', { name }).click();
    await expectScreen(page, path, title);
    const current = sidebar(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(name);
  }
});

test('the routes outside the sidebar show their titles', async ({ page }) => {
  for (const [path, title] of otherScreens) {
    await page.goto(path);
    await expectScreen(page, path, title);
  }
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(0);
});

test('/portal opens the dashboard; an unknown portal path goes to the home page', async ({
  page,
}) => {
  await page.goto(paths.portal.root);
  await expectScreen(page, paths.portal.dashboard, screenTitles.dashboard);
  await page.goto('/portal/xyz');
  await expect(page).toHaveURL(paths.home);
});

test('an old address leads to the screen now there, with its query', async ({ page }) => {
  await page.goto('/portal/setup/channels?agent=a1');
  await expectScreen(page, `${paths.portal.websiteWidget}?agent=a1`, screenTitles.websiteWidget);
  await page.goto('/portal/integrations/whatsapp?agent=a1');
  await expectScreen(page, `${paths.portal.whatsapp}?agent=a1`, screenTitles.whatsapp);
});

test('a group collapses and expands', async ({ page }) => {
  await page.goto(paths.portal.usage);
  const group = sidebar(page).getByRole('button', { name: navCopy.integrations });
  const apiKeys = sidebar(page).getByRole('link', { name: navCopy.apiKeys });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(apiKeys).toBeVisible();

  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(apiKeys).toBeHidden();
  // Other groups keep their state, and the current screen stays highlighted.
  await expect(sidebar(page).getByRole('link', { name: navCopy.usage })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  // The group opens by growing a clipped box over items that already sit in their places:
  // a person clicks what has been uncovered. Wait until the whole item is (a click on a
  // half-uncovered item can land on the rows the growing box is still pushing down), scrolling
  // the sidebar to it as a person would: the groups are taller than a laptop's window.
  await apiKeys.scrollIntoViewIfNeeded();
  await expect(apiKeys).toBeInViewport({ ratio: 1 });
  await apiKeys.click();
  await expectScreen(page, paths.portal.apiKeys, screenTitles.apiKeys);
});

test('a skip link, first on the page, takes the keyboard past the sidebar to the screen', async ({
  page,
}) => {
  await page.goto(paths.portal.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: topBarCopy.skipToContent });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(paths.portal.dashboard);
});

test('the user menu shows who is signed in and leads to the profile', async ({ page }) => {
  await page.goto(paths.portal.dashboard);
  await page.getByRole('button', { name: topBarCopy.accountMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(accounts.owner.email);
  await expect(menu).toContainText(accounts.owner.name);
  await expect(menu.getByRole('menuitem', { name: topBarCopy.signOut })).toBeVisible();
  await menu.getByRole('menuitem', { name: topBarCopy.profile }).click();
  await expectScreen(page, paths.portal.profile, screenTitles.profile);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is a drawer opened from the top bar, closing after navigation', async ({
    page,
  }) => {
    await page.goto(paths.portal.dashboard);
    await expect(heading(page)).toHaveText(headingOf(screenTitles.dashboard));
    await expect(sidebar(page)).toBeHidden();

    await page.getByRole('button', { name: topBarCopy.openNavigation }).click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole('link', { name: navCopy.usage }).click();
    await expectScreen(page, paths.portal.usage, screenTitles.usage);
    await expect(sidebar(page)).toBeHidden();
  });

  test('no screen scrolls sideways', async ({ page }) => {
    test.slow();
    const { agents } = (await (await page.request.get(apiPaths.agents)).json()) as {
      agents: { id: string; status: string }[];
    };
    const agentId = agents.find((agent) => agent.status === 'active')!.id;
    // A test conversation, so the transcript screen has one to show; tests are never counted.
    const started = await page.request.post(apiPath(apiPaths.agentConversations, { id: agentId }), {
      data: { channel: 'playground' },
    });
    expect(started.status()).toBe(201);
    const { id: conversationId } = (await started.json()) as { id: string };
    const screens = [
      ...Object.values(paths.portal).filter((path) => path !== paths.portal.root),
      agentPersonalityPath(agentId),
      agentTestPath(agentId),
      conversationPath(conversationId),
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
      // Screens fill in as their data arrives: measure once it has (no spinner, no skeleton).
      await expect(
        page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])'),
      ).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('signing out', () => {
  // Signing out ends the session on the server, so it must not be the stored one.
  test.use({ storageState: signedOut });

  test('Sign out in the user menu ends the session and goes to sign-in', async ({ page }) => {
    await signIn(page, accounts.shell);
    await page.getByRole('button', { name: topBarCopy.accountMenu }).click();
    await expect(page.getByRole('menu')).toContainText(accounts.shell.email);
    await page.getByRole('menuitem', { name: topBarCopy.signOut }).click();
    await expect(page).toHaveURL(paths.login);

    await page.goto(paths.portal.dashboard);
    await expect(page).toHaveURL(paths.login);
  });
});
