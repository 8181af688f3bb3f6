import { expect, test } from '@playwright/test';
import { apiDocsPath } from '../src/shared/api-paths.ts';
import { brand } from '../src/shared/brand.ts';

// The reference is public: programs' authors read it before they have a key.
test.use({ storageState: { cookies: [], origins: [] } });

test('the API reference renders every area of the API, within the content security policy', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(apiDocsPath);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${brand.productName} API`) }),
  ).toBeVisible();
  // One group per area, each listing its routes.
  for (const area of ['Agents', 'Notifications', 'Support', 'WhatsApp', 'API keys']) {
    await expect(page.getByRole('link', { name: area, exact: true })).toBeVisible();
  }

  // An area opens on a click, with its routes.
  await page.getByRole('link', { name: 'Agents', exact: true }).click();
  await page.getByRole('button', { name: 'GET /api/v1/agents/{id} Get an agent' }).click();
  await expect(page.getByText('No such item in this account', { exact: false })).toBeVisible();

  expect(problems).toEqual([]);
});
