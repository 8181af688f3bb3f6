import type { Page } from '@playwright/test';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import { subscriptionCopy } from '../src/shared/billing.ts';
import { paths } from '../src/shared/paths.ts';
import { usageCopy } from '../src/shared/usage.ts';
import { accounts } from './helpers/accounts.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

const currentPlan = (page: Page) =>
  page.getByRole('region', { name: /^(Essential|Professional)$/ });
const meter = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).getByRole('progressbar');

test('usage counts the conversations with customers against the plan, with a 7-day chart', async ({
  page,
}) => {
  // A conversation through the API counts (playground tests do not).
  const { agents } = (await (await page.request.get(apiPaths.agents)).json()) as {
    agents: { id: string; status: string }[];
  };
  const agent = agents.find((row) => row.status === 'active')!;
  const started = await page.request.post(apiPath(apiPaths.agentConversations, { id: agent.id }), {
    data: { channel: 'api' },
  });
  expect(started.status()).toBe(201);

  await page.goto(paths.portal.usage);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  // Far from the limit: green. (The colours near it are the unit tests'.)
  await expect(meter(page, 'Conversations')).toHaveAttribute(
    'aria-valuetext',
    /^[1-9]\d* of 1,000 \(\d+%\)$/,
  );
  await expect(meter(page, 'Conversations')).toHaveAttribute('data-level', 'normal');
  await expect(meter(page, 'AI Agents')).toHaveAttribute('aria-valuetext', '3 of 5 (60%)');
  await expect(meter(page, 'AI Agents')).toHaveAttribute('data-level', 'normal');
  await expect(page.getByText(usageCopy.bannerTitle)).toHaveCount(0);

  const chart = page.getByRole('region', { name: usageCopy.history });
  await expect(chart.getByText(usageCopy.dateAxis, { exact: true })).toBeVisible();
  await expect(chart.locator('svg').getByText(usageCopy.conversationsSeries).first()).toBeVisible();
});

test.describe('upgrading the plan', () => {
  test.use({ storageState: signedOut });

  test('Cancel keeps Essential; confirming makes Professional the plan, after a reload too', async ({
    page,
  }) => {
    await signIn(page, accounts.upgrade);
    await page.goto(paths.portal.subscription);
    await expect(currentPlan(page)).toContainText('Essential');
    await expect(currentPlan(page)).toContainText('$199.00');
    const upgrade = page
      .getByRole('article', { name: 'Professional' })
      .getByRole('button', { name: subscriptionCopy.upgrade });

    await upgrade.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(subscriptionCopy.confirmBody);
    await dialog.getByRole('button', { name: subscriptionCopy.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(currentPlan(page)).toContainText('Essential');

    await upgrade.click();
    await page.getByRole('button', { name: subscriptionCopy.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(subscriptionCopy.upgraded);
    await expect(currentPlan(page)).toContainText('Professional');
    await expect(currentPlan(page)).toContainText('$299.00');

    await page.reload();
    await expect(currentPlan(page)).toContainText('Professional');
    await expect(
      page.getByRole('article', { name: 'Professional' }).getByRole('button', {
        name: subscriptionCopy.current,
      }),
    ).toBeDisabled();

    // The limits follow the plan: conversations are no longer capped.
    await page.goto(paths.portal.usage);
    await expect(
      page
        .getByRole('region', { name: 'Conversations', exact: true })
        .getByText(usageCopy.unlimited),
    ).toBeVisible();
  });
});
