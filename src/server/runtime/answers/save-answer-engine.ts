import {
  answerEngineCopy as copy,
  type EngineSettings,
  isModelProvider,
  providersNeedingKey,
} from '@shared/answers.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import { type AnswerEngine, storedKeyServes } from './answer-engine.ts';
import {
  deleteEngineSettings,
  getEngineSettings,
  putEngineSettings,
} from './engine-settings-store.ts';

/** A model whose provider refuses calls without a key was chosen without one. */
export class ApiKeyRequired extends InvalidInput {
  constructor(message: string) {
    super(message, 'api_key_required');
  }
}

/**
 * Stores the owner's choice of answer engine, and this process answers with it from the next
 * message. `default` forgets the choice (the install's default answers), `builtin` and a model
 * replace it. A key left empty keeps the stored one only while the address stays on its
 * server; OpenAI and OpenRouter refuse to be chosen without a key.
 */
export async function saveAnswerEngine(
  accountId: AccountId,
  db: Database,
  engine: Pick<AnswerEngine, 'box' | 'forget'>,
  choice: EngineSettings,
) {
  try {
    if (choice.provider === 'default') {
      await deleteEngineSettings(accountId, db);
      return;
    }
    if (!isModelProvider(choice.provider) || !choice.baseUrl || !choice.model) {
      await putEngineSettings(
        accountId,
        db,
        engine.box,
        { provider: 'builtin', baseUrl: null, model: null, apiKey: null },
        undefined,
      );
      return;
    }
    const stored = await getEngineSettings(accountId, db);
    const keepsKey = !choice.removeApiKey && storedKeyServes(stored, choice.baseUrl);
    const apiKey = choice.apiKey ?? (keepsKey ? 'keep' : null);
    if (apiKey === null && providersNeedingKey.includes(choice.provider)) {
      throw new ApiKeyRequired(copy.apiKeyRequired(copy.providerNames[choice.provider]));
    }
    await putEngineSettings(
      accountId,
      db,
      engine.box,
      { provider: choice.provider, baseUrl: choice.baseUrl, model: choice.model, apiKey },
      stored,
    );
  } finally {
    engine.forget(accountId);
  }
}
