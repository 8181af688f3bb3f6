import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

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
});

export { expect } from '@playwright/test';

/** For specs that start signed out. */
export const signedOut = { cookies: [], origins: [] };
