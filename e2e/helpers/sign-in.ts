import type { Page } from '@playwright/test';
import { authCopy } from '../../src/shared/auth-copy.ts';
import { paths } from '../../src/shared/paths.ts';

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel(authCopy.login.email).fill(email);
  await page.getByLabel(authCopy.login.password).fill(password);
  await page.getByRole('button', { name: authCopy.login.submit }).click();
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await fillSignIn(page, account.email, account.password);
  await page.waitForURL(paths.portal.dashboard);
}
