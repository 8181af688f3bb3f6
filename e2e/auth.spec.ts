import type { Page } from '@playwright/test';
import { authCopy } from '../src/shared/auth-copy.ts';
import { rateLimits } from '../src/server/platform/auth/rate-limits.ts';
import { paths } from '../src/shared/paths.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { countMailsTo, latestResetLink } from './helpers/outbox.ts';
import { fillSignIn, signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

// "Confirm new password" contains "new password" too, so match the label's start.
const newPasswordField = (page: Page) =>
  page.getByLabel(new RegExp(`^${authCopy.resetPassword.newPassword}`));

const { login, signInErrors } = authCopy;

test('the portal sends a visitor without a session to sign-in', async ({ page }) => {
  await page.goto(paths.portal.dashboard);
  await expect(page).toHaveURL(paths.login);
  await page.goto(paths.portal.root);
  await expect(page).toHaveURL(paths.login);
});

test('the sign-in page has its fields and links, and no public top bar', async ({ page }) => {
  await page.goto(paths.login);
  await expect(page.getByLabel(login.email)).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(login.rememberMe)).not.toBeChecked();
  await expect(page.getByRole('link', { name: login.forgotPassword })).toHaveAttribute(
    'href',
    paths.forgotPassword,
  );
  await expect(page.getByRole('link', { name: login.backToHome })).toHaveAttribute(
    'href',
    paths.home,
  );
  await expect(page.getByRole('link', { name: 'Portal Login' })).toHaveCount(0);
});

test('empty fields are refused in words', async ({ page }) => {
  await page.goto(paths.login);
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page.getByText(authCopy.fields.emailRequired)).toBeVisible();
  await expect(page.getByText(authCopy.fields.passwordRequired)).toBeVisible();
});

test('a wrong password and an unknown email get the same message, which clears on typing', async ({
  page,
}) => {
  await fillSignIn(page, accounts.session.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(signInErrors.invalidCredentials);
  await page.getByLabel(login.password).fill('something else');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await fillSignIn(page, 'nobody@example.com', 'whatever-password');
  await expect(page.getByRole('alert')).toHaveText(signInErrors.invalidCredentials);
});

test('a network failure says so', async ({ page }) => {
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
  await fillSignIn(page, accounts.session.email, accounts.session.password);
  await expect(page.getByRole('alert')).toHaveText(signInErrors.network);
});

test('the button reads "Signing in..." while the request is in flight', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await held;
    await route.continue();
  });
  await fillSignIn(page, accounts.session.email, accounts.session.password);
  await expect(page.getByRole('button', { name: login.busy })).toBeDisabled();
  release();
  await expect(page).toHaveURL(paths.portal.dashboard);
});

test('sign in, stay signed in across a reload, sign out', async ({ page, context }) => {
  await signIn(page, accounts.session);

  // Without 'Remember me' the session lasts as long as the browser: a cookie with no expiry.
  const sessionCookie = (await context.cookies()).find((cookie) =>
    cookie.name.includes('session_token'),
  );
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.expires).toBe(-1);

  await page.reload();
  await expect(page).toHaveURL(paths.portal.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(accounts.session.name);

  await page.goto(paths.portal.root);
  await expect(page).toHaveURL(paths.portal.dashboard);

  await page.goto(paths.login);
  await expect(page).toHaveURL(paths.portal.dashboard);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(accounts.session.email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(paths.login);
  // Signed out, the dashboard's page sends itself to sign-in, at times before its own load
  // event: the visit is done once the server has answered, and it ends on sign-in.
  await page.goto(paths.portal.dashboard, { waitUntil: 'commit' });
  await expect(page).toHaveURL(paths.login);
});

test("'Remember me' keeps the session beyond the browser's life", async ({ page, context }) => {
  await page.goto(paths.login);
  await page.getByLabel(login.email).fill(accounts.session.email);
  await page.getByLabel(login.password).fill(accounts.session.password);
  await page.getByLabel(login.rememberMe).check();
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(paths.portal.dashboard);
  const sessionCookie = (await context.cookies()).find((cookie) =>
    cookie.name.includes('session_token'),
  );
  expect(sessionCookie?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
});

test('too many attempts from one address are refused', async ({ page }) => {
  await page.goto(paths.login);
  await page.getByLabel(login.email).fill('someone@example.com');
  await page.getByLabel(login.password).fill('a-wrong-password');
  for (let attempt = 0; attempt <= rateLimits.signIn.max; attempt += 1) {
    const answered = page.waitForResponse('**/api/auth/sign-in/email');
    await page.getByRole('button', { name: login.submit }).click();
    await answered;
  }
  await expect(page.getByRole('alert')).toHaveText(signInErrors.tooManyRequests);
});

test.describe('forgot password', () => {
  const { forgotPassword, resetPassword } = authCopy;
  const account = accounts.reset;
  const newPassword = 'a-brand-new-password-42';

  test('the whole cycle: request, mailed link, new password, old one refused, link used once', async ({
    page,
  }) => {
    await page.goto(paths.login);
    await page.getByRole('link', { name: login.forgotPassword }).click();
    await expect(page).toHaveURL(paths.forgotPassword);
    await expect(page.getByRole('link', { name: 'Portal Login' })).toBeVisible();

    const mailsBefore = await countMailsTo(account.email);
    await page.getByLabel(forgotPassword.email).fill(account.email);
    await page.getByRole('button', { name: forgotPassword.submit }).click();
    await expect(page.getByRole('status')).toHaveText(forgotPassword.success);
    await expect(page.getByLabel(forgotPassword.email)).toHaveValue('');

    const link = await latestResetLink(account.email, mailsBefore);
    await page.goto(link);
    await newPasswordField(page).fill('too-short');
    await page.getByLabel(resetPassword.confirmPassword).fill('too-short');
    await page.getByRole('button', { name: resetPassword.submit }).click();
    await expect(page.getByText(/at least 12 characters/i)).toBeVisible();

    await newPasswordField(page).fill(newPassword);
    await page.getByLabel(resetPassword.confirmPassword).fill(newPassword);
    await page.getByRole('button', { name: resetPassword.submit }).click();
    await expect(page.getByRole('status')).toHaveText(resetPassword.success);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(resetPassword.doneTitle);
    await page.getByRole('link', { name: resetPassword.goToLogin }).click();

    await fillSignIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(signInErrors.invalidCredentials);
    await signIn(page, { email: account.email, password: newPassword });

    await page.goto(link);
    await newPasswordField(page).fill('another-new-password-7');
    await page.getByLabel(resetPassword.confirmPassword).fill('another-new-password-7');
    await page.getByRole('button', { name: resetPassword.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(resetPassword.invalidToken);
    await expect(page.getByRole('link', { name: resetPassword.requestNewLink })).toBeVisible();
  });

  test('an unknown email gets the same answer as a known one', async ({ page }) => {
    await page.goto(paths.forgotPassword);
    await page.getByLabel(forgotPassword.email).fill('nobody-here@example.com');
    await page.getByRole('button', { name: forgotPassword.submit }).click();
    await expect(page.getByRole('status')).toHaveText(forgotPassword.success);
  });

  test('a link without a token says what to do', async ({ page }) => {
    await page.goto(paths.resetPassword);
    await expect(page.getByRole('alert')).toHaveText(resetPassword.missingToken);
    await expect(page.getByRole('link', { name: resetPassword.requestNewLink })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
  });
});

test.describe('layout and accessibility', () => {
  for (const route of [paths.login, paths.forgotPassword, `${paths.resetPassword}?token=abc`]) {
    for (const width of [375, 1440]) {
      test(`${route} at ${width} px: no serious axe violations, no horizontal scrolling`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
      });
    }
  }
});
