import { answerEngineCopy as copy } from '../src/shared/answers.ts';
import { apiPaths } from '../src/shared/api-paths.ts';
import { paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import {
  type FakeChatProvider,
  startFakeChatProvider,
} from '../src/server/testing/fake-chat-provider.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const KEY = 'sk-e2e-owner-key-9z8y';
const answer = 'Answered by the e2e model, from your knowledge.';

// The owner's provider: an OpenAI-compatible server in this process, which the product's
// server reaches over the loopback, as it would reach Ollama on the same machine.
let provider: FakeChatProvider;
test.beforeAll(async () => {
  provider = await startFakeChatProvider({
    apiKey: KEY,
    models: ['e2e-large', 'e2e-small'],
    defaultReply: { chunks: ['Answered by the e2e model, ', 'from your knowledge.'] },
  });
});
test.afterAll(async () => {
  await provider.close();
});

test('an owner points the answer engine at an OpenAI-compatible server, picks a listed model, and the playground answers with it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.answerEngine);
  // Each run starts where an owner starts: on the built-in responder, with no key stored.
  const reset = await page.request.put(apiPaths.answerEngine, { data: { provider: 'builtin' } });
  expect(reset.status()).toBe(200);
  await page.goto(paths.portal.aiConfig);
  const engine = page.getByRole('region', { name: copy.title });
  await expect(engine.getByText(copy.builtin, { exact: true })).toBeVisible();
  await expect(engine.getByText(copy.cost.builtin)).toBeVisible();

  await engine.getByRole('combobox', { name: copy.providerLabel }).click();
  await page.getByRole('option', { name: copy.providerNames.custom }).click();
  await expect(engine.getByText(copy.cost.custom)).toBeVisible();
  await engine.getByRole('button', { name: copy.save }).click();
  await expect(engine.getByText(copy.baseUrlInvalid)).toBeVisible();

  await engine.getByRole('textbox', { name: copy.baseUrlLabel }).fill(provider.baseUrl);
  await engine.getByLabel(copy.apiKeyLabel).fill('sk-not-the-right-key');
  await engine.getByRole('button', { name: copy.listModels }).click();
  await expect(engine.getByText(copy.listFailed(copy.wrongKey))).toBeVisible();

  await engine.getByLabel(copy.apiKeyLabel).fill(KEY);
  await engine.getByRole('button', { name: copy.listModels }).click();
  await expect(engine.getByText(copy.modelsListed(2))).toBeVisible();
  await engine.getByRole('combobox', { name: copy.modelLabel }).click();
  await page.getByRole('option', { name: 'e2e-small' }).click();
  await expect(engine.getByRole('combobox', { name: copy.modelLabel })).toHaveValue('e2e-small');
  expect(await seriousViolations(page)).toEqual([]);

  await engine.getByRole('button', { name: copy.testConnection }).click();
  await expect(
    engine.getByRole('status').filter({ hasText: /^e2e-small answered in/ }),
  ).toBeVisible();
  await engine.getByRole('button', { name: copy.save }).click();
  await expect(engine.getByRole('status').filter({ hasText: copy.saved })).toBeVisible();
  await expect(engine.getByText(copy.model('e2e-small'), { exact: true })).toBeVisible();
  await expect(engine.getByText(copy.apiKeyEnding('9z8y'))).toBeVisible();
  await expect(engine.getByLabel(copy.apiKeyLabel)).toHaveValue('');

  // After a reload the key is still not in the page: only its ending is.
  await page.reload();
  await expect(engine.getByText(copy.apiKeyEnding('9z8y'))).toBeVisible();
  expect(await page.content()).not.toContain(KEY);

  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('Do you deliver on Sundays?');
  await message.press('Enter');
  const transcript = page.getByRole('list', { name: playgroundCopy.title('Sales Assistant') });
  await expect(transcript.getByText(answer)).toBeVisible();
  expect(provider.requests.at(-1)).toMatchObject({
    authorization: `Bearer ${KEY}`,
    body: { model: 'e2e-small' },
  });
});
