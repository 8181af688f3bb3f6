import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../src/shared/api-paths.ts';
import { authCopy } from '../src/shared/auth-copy.ts';
import { subscriptionCopy } from '../src/shared/billing.ts';
import { demoCopy, pricingCopy } from '../src/shared/landing/copy.ts';
import { paths } from '../src/shared/paths.ts';
import { plans } from '../src/shared/plans.ts';
import { freePort } from '../scripts/free-port.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { countMailsTo, latestMailTo, latestVerifyLink } from './helpers/outbox.ts';
import { fillSignIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const { signup, login, verifyEmail } = authCopy;
const newEmail = (label: string) => `${label}-${Date.now()}@example.com`;
const field = (label: string) => new RegExp(`^${label}`);

test('Get Started on the landing leads to sign-up; the mailed link opens the dashboard on the chosen plan', async ({
  page,
}) => {
  await page.goto(paths.home);
  await page.getByRole('link', { name: pricingCopy.getStarted, exact: true }).click();
  await expect(page).toHaveURL(`${paths.signup}?plan=essential`);
  await expect(page.getByRole('radio', { name: /Essential/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  const email = newEmail('new-owner');
  const password = 'a-long-enough-password';
  await page.getByLabel(field(signup.name)).fill('Nora New');
  await page.getByLabel(field(signup.email)).fill(email);
  await page.getByLabel(field(signup.password)).fill(password);
  await page.getByRole('radio', { name: /Professional/ }).check();
  const payment = page.getByRole('region', { name: signup.payment });
  await expect(payment).toContainText(signup.trial);
  await expect(payment).toContainText(signup.afterTrial(`$${plans.professional.monthlyPrice}.00`));
  await page.getByRole('button', { name: signup.submit }).click();
  await expect(page.getByRole('heading', { name: signup.checkInboxTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(signup.checkInbox(email));

  // The account is made after the answer (so that its timing tells nothing): once its link is
  // mailed, signing in before the link was opened says why it cannot.
  const verifyLink = await latestVerifyLink(email);
  await fillSignIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText(login.notVerified);

  // The link leads to the page where the mailbox's owner chooses the password that opens it.
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { name: verifyEmail.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(field(verifyEmail.newPassword)).fill(password);
  await page.getByLabel(field(verifyEmail.confirmPassword)).fill(password);
  await page.getByRole('button', { name: verifyEmail.submit }).click();
  await expect(page).toHaveURL(paths.portal.dashboard);
  await page.goto(paths.portal.subscription);
  await expect(
    page
      .getByRole('article', { name: plans.professional.name })
      .getByText(subscriptionCopy.current),
  ).toHaveCount(1);
});

test('an email that has an account gets the same screen, and its owner a mail', async ({
  page,
}) => {
  const owner = accounts.signupTaken;
  const before = await countMailsTo(owner.email);
  await page.goto(paths.login);
  await page.getByRole('link', { name: login.createAccount }).click();
  await expect(page).toHaveURL(paths.signup);
  await page.getByLabel(field(signup.name)).fill('Someone Else');
  await page.getByLabel(field(signup.email)).fill(owner.email);
  await page.getByLabel(field(signup.password)).fill('someone-elses-password');
  await page.getByRole('radio', { name: /Essential/ }).check();
  await page.getByRole('button', { name: signup.submit }).click();

  await expect(page.getByRole('heading', { name: signup.checkInboxTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(signup.checkInbox(owner.email));
  const mail = await latestMailTo(owner.email, before);
  expect(mail).toContain('Subject: Someone tried to sign up for');
  expect(mail).toContain('Someone tried to create an account with this address');
});

test.describe('with SIGNUP=closed', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let baseUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-signup-closed-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SIGNUP: 'closed',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status, {
        timeout: 150_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  test('the sign-up links are gone and the endpoint does not exist', async ({ page, request }) => {
    await page.goto(`${baseUrl}${paths.home}`);
    await expect(
      page.getByRole('link', { name: pricingCopy.getStarted, exact: true }),
    ).toHaveAttribute('href', `#${demoCopy.id}`);

    await page.goto(`${baseUrl}${paths.login}`);
    await expect(page.getByRole('button', { name: login.submit })).toBeVisible();
    await expect(page.getByRole('link', { name: login.createAccount })).toHaveCount(0);

    await page.goto(`${baseUrl}${paths.signup}`);
    await expect(page.getByRole('heading', { name: signup.closedTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: signup.submit })).toHaveCount(0);

    const res = await request.post(`${baseUrl}${apiPaths.signup}`, {
      headers: { origin: baseUrl },
      data: {
        name: 'X',
        email: newEmail('closed'),
        password: 'a-long-enough-password',
        planId: 'essential',
      },
    });
    expect(res.status()).toBe(404);
  });
});
