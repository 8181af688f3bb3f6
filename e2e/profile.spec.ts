import type { Page } from '@playwright/test';
import { authCopy } from '../src/shared/auth-copy.ts';
import { paths } from '../src/shared/paths.ts';
import { topBarCopy } from '../src/shared/portal-copy.ts';
import { profileCopy } from '../src/shared/profile-copy.ts';
import { accounts } from './helpers/accounts.ts';
import { greeting } from './helpers/greeting.ts';
import { fillSignIn, signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

// Labels carry a required marker and 'Confirm new password' contains 'new password', so match starts.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`, 'i'));

async function accountMenuShows(page: Page, text: string) {
  await page.getByRole('button', { name: topBarCopy.accountMenu }).click();
  await expect(page.getByRole('menu')).toContainText(text);
  await page.keyboard.press('Escape');
}

test('the profile shows name and email; Cancel leaves them unchanged', async ({ page }) => {
  const { name, email } = accounts.owner;
  await page.goto(paths.portal.profile);
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText(email);

  await page.getByRole('button', { name: profileCopy.editProfile }).click();
  await expect(field(page, profileCopy.name)).toHaveValue(name);
  await expect(
    page.getByRole('textbox', { name: new RegExp(`^${profileCopy.email}`) }),
  ).toBeDisabled();
  await expect(page.getByText(profileCopy.emailNote)).toBeVisible();
  await field(page, profileCopy.name).fill('Not Saved');
  await page.getByRole('button', { name: profileCopy.cancel }).click();

  await expect(field(page, profileCopy.name)).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(name);
  await page.reload();
  await expect(page.getByRole('main')).toContainText(name);
});

test.describe('changing the account', () => {
  test.use({ storageState: signedOut });

  test('a new name is saved, survives a reload and shows in the user menu', async ({ page }) => {
    const newName = 'Priya Patel';
    await signIn(page, accounts.profile);
    await page.goto(paths.portal.profile);
    await page.getByRole('button', { name: profileCopy.editProfile }).click();

    await field(page, profileCopy.name).fill('   ');
    await page.getByRole('button', { name: profileCopy.save }).click();
    await expect(page.getByText(profileCopy.nameRequired)).toBeVisible();

    await field(page, profileCopy.name).fill(newName);
    await page.getByRole('button', { name: profileCopy.save }).click();
    await expect(page.getByRole('status')).toHaveText(profileCopy.updated);
    await expect(page.getByRole('main')).toContainText(newName);
    await accountMenuShows(page, newName);

    await page.reload();
    await expect(page.getByRole('main')).toContainText(newName);
    await accountMenuShows(page, newName);
    await page.goto(paths.portal.dashboard);
    await expect(page.getByText(greeting(newName))).toBeVisible();
  });

  test('the password changes for real, and mistakes are told in words', async ({
    page,
    context,
  }) => {
    const { email, password } = accounts.password;
    const newPassword = 'a-changed-password-2026';
    await signIn(page, accounts.password);
    await page.goto(paths.portal.profile);
    const submit = page.getByRole('button', { name: profileCopy.submitPassword });

    await field(page, profileCopy.currentPassword).fill('not-my-password');
    await field(page, profileCopy.newPassword).fill(newPassword);
    await field(page, profileCopy.confirmPassword).fill('something-different-1');
    await submit.click();
    await expect(page.getByText(authCopy.fields.passwordsDiffer)).toBeVisible();

    await field(page, profileCopy.newPassword).fill('short');
    await field(page, profileCopy.confirmPassword).fill('short');
    await submit.click();
    await expect(page.getByText(/at least 12 characters/i)).toBeVisible();

    await field(page, profileCopy.newPassword).fill(newPassword);
    await field(page, profileCopy.confirmPassword).fill(newPassword);
    await submit.click();
    await expect(page.getByText(profileCopy.currentPasswordWrong)).toBeVisible();

    await field(page, profileCopy.currentPassword).fill(password);
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(profileCopy.passwordChanged);
    await expect(field(page, profileCopy.currentPassword)).toHaveValue('');
    await expect(field(page, profileCopy.newPassword)).toHaveValue('');
    await expect(field(page, profileCopy.confirmPassword)).toHaveValue('');

    // This browser keeps its (renewed) session.
    await page.reload();
    await expect(page).toHaveURL(paths.portal.profile);

    // Leave the portal first: its background requests would answer the lost cookie with
    // their own redirect to sign-in, racing the one below.
    await page.goto('about:blank');
    await context.clearCookies();
    await fillSignIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText(authCopy.signInErrors.invalidCredentials);
    await signIn(page, { email, password: newPassword });
  });
});
