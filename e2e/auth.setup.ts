import { paths } from '../src/shared/paths.ts';
import { accounts } from './helpers/accounts.ts';
import { ownerSessionFile } from './helpers/session-file.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, test } from './helpers/test.ts';

test('sign in once for the portal specs', async ({ page }) => {
  await signIn(page, accounts.owner);
  await expect(page).toHaveURL(paths.portal.dashboard);
  await page.context().storageState({ path: ownerSessionFile });
});
