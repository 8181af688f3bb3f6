import { paths } from '../src/shared/paths.ts';
import { accounts } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/sign-in.ts';

test('sign in once for the portal specs', async ({ page }) => {
  await signIn(page, accounts.owner);
  await expect(page).toHaveURL(paths.portal.dashboard);
  await page.context().storageState({ path: 'test-results/.auth/demo.json' });
});
