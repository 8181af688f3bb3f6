import {
  answerEngineCopy as copy,
  type EngineSettings,
  isModelProvider,
  providersNeedingKey,
} from '@shared/answers.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import type { AccountModels } from './account-models.ts';
import { deleteModelSettings, getModelSettings, putModelSettings } from './model-settings-store.ts';
import { storedKeyServes } from './stored-key.ts';

/** A model whose provider refuses calls without a key was chosen without one. */
export class ApiKeyRequired extends InvalidInput {
  constructor(message: string) {
    super(message, 'api_key_required');
  }
}

/**
 * Stores the owner's choice of model for the purpose of `models`, and this process uses it
 * from the next message. `default` forgets the choice (the install's default serves), `builtin`
 * (none) and a model replace it. A key left empty keeps the stored one only while the address
 * stays on its server; OpenAI and OpenRouter refuse to be chosen without a key.
 */
export async function saveModelChoice(
  accountId: AccountId,
  db: Database,
  models: Pick<AccountModels, 'box' | 'forget' | 'purpose'>,
  choice: EngineSettings,
) {
  const { purpose } = models;
  try {
    if (choice.provider === 'default') {
      await deleteModelSettings(accountId, db, purpose);
      return;
    }
    if (!isModelProvider(choice.provider) || !choice.baseUrl || !choice.model) {
      await putModelSettings(
        accountId,
        db,
        models.box,
        purpose,
        { provider: 'builtin', baseUrl: null, model: null, apiKey: null },
        undefined,
      );
      return;
    }
    const stored = await getModelSettings(accountId, db, purpose);
    const keepsKey = !choice.removeApiKey && storedKeyServes(stored, choice.baseUrl);
    const apiKey = choice.apiKey ?? (keepsKey ? 'keep' : null);
    if (apiKey === null && providersNeedingKey.includes(choice.provider)) {
      throw new ApiKeyRequired(copy.apiKeyRequired(copy.providerNames[choice.provider]));
    }
    await putModelSettings(
      accountId,
      db,
      models.box,
      purpose,
      { provider: choice.provider, baseUrl: choice.baseUrl, model: choice.model, apiKey },
      stored,
    );
  } finally {
    models.forget(accountId);
  }
}
