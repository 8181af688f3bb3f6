import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../src/shared/api-paths.ts';
import { authCopy } from '../src/shared/auth-copy.ts';
import { formatBillingDate, subscriptionCopy, TRIAL_DAYS } from '../src/shared/billing.ts';
import { DAY_MS } from '../src/shared/durations.ts';
import { paths } from '../src/shared/paths.ts';
import { plans } from '../src/shared/plans.ts';
import {
  FAKE_STRIPE,
  type FakeStripe,
  startFakeStripe,
} from '../src/server/testing/fake-stripe.ts';
import { freePort } from '../scripts/free-port.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const { signup, verifyEmail } = authCopy;
const field = (label: string) => new RegExp(`^${label}`);

/**
 * A server that bills with Stripe, pointed at the local Stripe (src/server/testing/fake-stripe.ts),
 * which serves the Checkout page and sends its signed webhooks to the server.
 */
let server: ChildProcess | undefined;
let stripe: FakeStripe | undefined;
let dataDir = '';
let baseUrl = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stripe = await startFakeStripe({
    deliver: async (body, signature) =>
      (
        await fetch(`${baseUrl}${apiPaths.stripeWebhook}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        })
      ).status,
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-stripe-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LANDING_WIDGET: 'off',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_PRICE_ESSENTIAL: FAKE_STRIPE.prices.essential,
      STRIPE_PRICE_PROFESSIONAL: FAKE_STRIPE.prices.professional,
      STRIPE_API_URL: stripe.url,
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
  await stripe?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The verification link mailed to `email` by this server (its outbox folder). */
async function verifyLinkTo(email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = path.join(dataDir, 'outbox');
      const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
        n.endsWith('.eml'),
      );
      for (const name of names) {
        // Undoes quoted-printable: soft line breaks and =XX escapes.
        const mail = (await readFile(path.join(outbox, name), 'utf8'))
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          );
        if (!mail.includes(`To: ${email}`)) continue;
        link = mail.match(/https?:\/\/[^\s"<>]+\/verify-email\?token=[\w.-]+/)?.[0];
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('sign-up starts a trial; Add a card leads through Stripe Checkout back to a paid plan', async ({
  page,
}) => {
  const email = `trial-${Date.now()}@example.com`;
  const password = 'a-long-enough-password';
  await page.goto(`${baseUrl}${paths.signup}?plan=essential`);
  await page.getByLabel(field(signup.name)).fill('Tess Trial');
  await page.getByLabel(field(signup.email)).fill(email);
  await page.getByLabel(field(signup.password)).fill(password);
  const payment = page.getByRole('region', { name: signup.payment });
  await expect(payment).toContainText(signup.trial);
  await page.getByRole('button', { name: signup.submit }).click();
  await expect(page.getByRole('heading', { name: signup.checkInboxTitle })).toBeVisible();

  await page.goto(await verifyLinkTo(email));
  await page.getByLabel(field(verifyEmail.newPassword)).fill(password);
  await page.getByLabel(field(verifyEmail.confirmPassword)).fill(password);
  await page.getByRole('button', { name: verifyEmail.submit }).click();
  await expect(page).toHaveURL(`${baseUrl}${paths.portal.dashboard}`);

  // The trial's banner, above the dashboard: its days left and the card to add.
  const trialEnd = formatBillingDate(new Date(Date.now() + TRIAL_DAYS * DAY_MS).toISOString());
  await expect(page.getByText(subscriptionCopy.trialBanner(TRIAL_DAYS, trialEnd))).toBeVisible();
  await page.getByRole('button', { name: subscriptionCopy.addCard }).click();

  // Stripe's Checkout page (the local one), in subscription mode for Essential.
  await expect(page).toHaveURL(new RegExp(`^${stripe!.url}/checkout/cs_test_`));
  await expect(page.getByText(`$${plans.essential.monthlyPrice}.00 per month`)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();

  // Back on the Subscription page: the card pays once Stripe's webhook says so.
  await expect(page).toHaveURL(`${baseUrl}${paths.portal.subscription}`);
  await expect(page.getByText(subscriptionCopy.trialWithCard(trialEnd))).toBeVisible();
  await expect(page.getByText(subscriptionCopy.trialBanner(TRIAL_DAYS, trialEnd))).toHaveCount(0);
  const current = page.getByRole('region', { name: plans.essential.name });
  await expect(current).toContainText('$199.00');
  await expect(current.getByRole('button', { name: subscriptionCopy.managePayment })).toBeVisible();
  // The first invoice (nothing charged during the trial), with its PDF.
  const invoices = page.getByRole('region', { name: subscriptionCopy.invoices });
  await expect(invoices.getByRole('link', { name: /PDF/ })).toHaveCount(1);
});
