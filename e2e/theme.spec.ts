import { test as plainTest, type Page } from '@playwright/test';
import { authCopy } from '../src/shared/auth-copy.ts';
import { colorSchemeStorage } from '../src/shared/color-scheme.ts';
import { paths } from '../src/shared/paths.ts';
import { screenTitles, topBarCopy } from '../src/shared/portal-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { greeting } from './helpers/greeting.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, signedOut, test } from './helpers/test.ts';

const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

/** The relative luminance of the body's background: near 0 is dark, near 1 is light. */
async function bodyLuminance(page: Page) {
  return page.evaluate(() => {
    const rgb = getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? [];
    const [r, g, b] = rgb.slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

async function expectScheme(page: Page, scheme: Scheme) {
  const luminance = await bodyLuminance(page);
  if (scheme === 'dark') expect(luminance).toBeLessThan(0.05);
  else expect(luminance).toBeGreaterThan(0.8);
}

const publicPages = [paths.home, paths.login];

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  for (const scheme of schemes) {
    for (const path of publicPages) {
      test(`${path} follows the device's ${scheme} scheme and passes axe`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectScheme(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('a focused button shows a ring, in either scheme', async ({ page }) => {
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(paths.login);
      await page.getByLabel(authCopy.login.password).focus();
      // The keyboard moves on from the field to the sign-in button, through what lies between.
      const submit = page.getByRole('button', { name: authCopy.login.submit });
      for (
        let step = 0;
        step < 5 && !(await submit.evaluate((b) => b === document.activeElement));
        step++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(submit).toBeFocused();
      const outline = await submit.evaluate((button) => {
        const style = getComputedStyle(button);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).toBe('solid');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });
});

test.describe('signed in', () => {
  const portalPages = [
    [paths.portal.dashboard, greeting(accounts.owner.name)],
    [paths.portal.agents, screenTitles.agents],
  ] as const;

  for (const scheme of schemes) {
    for (const [path, heading] of portalPages) {
      test(`${path} follows the device's ${scheme} scheme and passes axe`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectScheme(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the user menu switches the scheme, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(paths.portal.dashboard);
    await expectScheme(page, 'light');

    const choose = async (mode: keyof typeof topBarCopy.colorSchemeModes) => {
      await page.getByRole('button', { name: topBarCopy.accountMenu }).click();
      const item = page.getByRole('menuitemradio', { name: topBarCopy.colorSchemeModes[mode] });
      await item.click();
      await expect(item).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Escape');
    };

    await choose('dark');
    await expectScheme(page, 'dark');
    await page.reload();
    await expectScheme(page, 'dark');

    // A choice wins over the device; System hands the say back to it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await choose('light');
    await expectScheme(page, 'light');
    await page.reload();
    await expectScheme(page, 'light');
    await choose('system');
    await expectScheme(page, 'dark');
  });

  test('a menu grows in, and appears in place when the device asks for less motion', async ({
    page,
  }) => {
    /** How long the open menu's surface takes to appear, as the browser runs it. */
    const menuTransition = async () => {
      await page.getByRole('button', { name: topBarCopy.accountMenu }).click();
      const duration = await page
        .getByRole('menu')
        .evaluate((menu) => getComputedStyle(menu.parentElement!).transitionDuration);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      return duration.split(',').map((part) => Number.parseFloat(part));
    };

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(paths.portal.dashboard);
    expect(Math.max(...(await menuTransition()))).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(Math.max(...(await menuTransition()))).toBe(0);
  });
});

// These load the landing without its island script, so they do not wait for the page's app.
plainTest.describe('the landing before its script runs', () => {
  plainTest.use({ storageState: signedOut });

  /** Every script but the pre-paint colour-scheme one is refused. */
  const withoutAppScripts = (page: Page) =>
    page.route(/\/assets\/.*\.js$/, (route) =>
      route.request().url().includes('/assets/color-scheme-') ? route.continue() : route.abort(),
    );

  plainTest('is dark from the first paint when dark was chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(
      ([key]) => localStorage.setItem(key!, 'dark'),
      [colorSchemeStorage.key],
    );
    await withoutAppScripts(page);
    await page.goto(paths.home, { waitUntil: 'domcontentloaded' });
    await expectScheme(page, 'dark');
  });

  plainTest('follows the device with no script at all', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(paths.home, { waitUntil: 'domcontentloaded' });
    await expectScheme(page, 'dark');
  });
});
