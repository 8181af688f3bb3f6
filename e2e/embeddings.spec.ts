import { answerEngineCopy as copy } from '../src/shared/answers.ts';
import { apiPaths } from '../src/shared/api-paths.ts';
import { embeddingsCopy } from '../src/shared/embeddings.ts';
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

const KEY = 'sk-e2e-embeddings-key-4k5l';

// An OpenAI-compatible embeddings server in this process, whose model reads a poodle as a pet.
let provider: FakeChatProvider;
test.beforeAll(async () => {
  provider = await startFakeChatProvider({
    apiKey: KEY,
    models: ['e2e-embed'],
    meanings: { poodle: 'pet', pets: 'pet' },
  });
});
test.afterAll(async () => {
  await provider.close();
});

test('an owner chooses an embeddings model, watches the knowledge being read, and the playground answers a question in other words', async ({
  page,
}) => {
  test.slow();
  await signIn(page, accounts.meaning);
  // Each run starts where an owner starts: words only, and a Q&A about pets.
  const reset = await page.request.put(apiPaths.embeddingsModel, { data: { provider: 'builtin' } });
  expect(reset.status()).toBe(200);
  const pets = await page.request.post(apiPaths.knowledgeQa, {
    data: {
      question: 'Are pets allowed in the waiting room?',
      answer: 'Yes, pets on a lead are welcome in our waiting room.',
    },
  });
  expect(pets.status()).toBe(201);

  await page.goto(paths.portal.aiConfig);
  const meaning = page.getByRole('region', { name: embeddingsCopy.title });
  await expect(meaning.getByText(embeddingsCopy.none, { exact: true })).toBeVisible();
  await meaning.getByRole('combobox', { name: embeddingsCopy.providerLabel }).click();
  await page.getByRole('option', { name: embeddingsCopy.providerNames.custom }).click();
  await meaning.getByRole('textbox', { name: copy.baseUrlLabel }).fill(provider.baseUrl);
  await meaning.getByLabel(copy.apiKeyLabel).fill(KEY);
  await meaning.getByRole('button', { name: copy.listModels }).click();
  await meaning.getByRole('combobox', { name: copy.modelLabel }).click();
  await page.getByRole('option', { name: 'e2e-embed' }).click();
  await meaning.getByRole('button', { name: copy.testConnection }).click();
  await expect(
    meaning
      .getByRole('status')
      .filter({ hasText: /^e2e-embed answered in .* numbers per text\.$/ }),
  ).toBeVisible();
  await meaning.getByRole('button', { name: copy.save }).click();
  await expect(
    meaning.getByText(embeddingsCopy.current('e2e-embed'), { exact: true }),
  ).toBeVisible();
  // The page follows the reading until every passage is read.
  await expect(meaning.getByText(/^(\d[\d,]*) of \1 passages read by meaning\.$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(paths.portal.agents);
  await page.getByRole('link', { name: playgroundCopy.testLabel('Sales Assistant') }).click();
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('my poodle too?');
  await message.press('Enter');
  const transcript = page.getByRole('list', { name: playgroundCopy.title('Sales Assistant') });
  await expect(transcript.getByText('pets on a lead are welcome')).toBeVisible();
});
