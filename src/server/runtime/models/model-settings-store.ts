import { and, eq } from 'drizzle-orm';
import { apiKeyEndingOf, type ModelPurpose, type StoredEngineChoice } from '@shared/answers.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { answerEngineSettings } from '@server/platform/db/schema.ts';

/** An account's stored choice of model for one purpose; none while it uses the install's default. */
export type StoredModelSettings = typeof answerEngineSettings.$inferSelect;

const ofPurpose = (accountId: AccountId, purpose: ModelPurpose) =>
  and(ownedBy(answerEngineSettings, accountId), eq(answerEngineSettings.purpose, purpose));

export async function getModelSettings(
  accountId: AccountId,
  db: Database,
  purpose: ModelPurpose,
): Promise<StoredModelSettings | undefined> {
  const [row] = await db.select().from(answerEngineSettings).where(ofPurpose(accountId, purpose));
  return row;
}

/** What a save writes: the choice, and for a model its address, name and key. */
export type ModelSettingsChange = {
  provider: StoredEngineChoice;
  baseUrl: string | null;
  model: string | null;
  /** A new key to seal, `keep` for the stored one as it is, or null for none. */
  apiKey: string | 'keep' | null;
};

/** Stores (or replaces) the account's choice; a new key is sealed, only its ending kept clear. */
export async function putModelSettings(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  purpose: ModelPurpose,
  change: ModelSettingsChange,
  stored: StoredModelSettings | undefined,
) {
  const key =
    change.apiKey === 'keep'
      ? { apiKeySealed: stored?.apiKeySealed ?? null, apiKeyEnding: stored?.apiKeyEnding ?? null }
      : change.apiKey === null
        ? { apiKeySealed: null, apiKeyEnding: null }
        : { apiKeySealed: box.seal(change.apiKey), apiKeyEnding: apiKeyEndingOf(change.apiKey) };
  const values = {
    provider: change.provider,
    baseUrl: change.baseUrl,
    model: change.model,
    ...key,
    updatedAt: new Date(),
  };
  await db
    .insert(answerEngineSettings)
    .values({ accountId, purpose, ...values })
    .onConflictDoUpdate({
      target: [answerEngineSettings.accountId, answerEngineSettings.purpose],
      set: values,
    });
}

/** Forgets the account's choice, key included: the install's default serves it again. */
export async function deleteModelSettings(
  accountId: AccountId,
  db: Database,
  purpose: ModelPurpose,
) {
  await db.delete(answerEngineSettings).where(ofPurpose(accountId, purpose));
}
