import { createHash } from 'node:crypto';
import { test as base, type Response } from '@playwright/test';

/**
 * Every test speaks from its own client address (the e2e server trusts X-Forwarded-For), so the
 * per-address rate limits one test trips never reach another.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    const address = `10.${digest[0]}.${digest[1]}.${digest[2]}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // The prerendered landing is on screen before its app runs (scripts/build.ts), so a click
  // right after the page loads could meet plain HTML: navigations wait until the app has
  // committed the page (main.tsx, or landing-main.tsx on `/`, marks <html data-app-ready>).
  page: async ({ page }, use) => {
    const untilReady = async (response: Response | null) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => untilReady(await goto(...args));
    page.reload = async (...args) => untilReady(await reload(...args));
    await use(page);
  },
});

export { expect } from '@playwright/test';

/** For specs that start signed out. */
export const signedOut = { cookies: [], origins: [] };
