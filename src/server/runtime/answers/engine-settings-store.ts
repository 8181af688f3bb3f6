import { apiKeyEndingOf, type StoredEngineChoice } from '@shared/answers.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { answerEngineSettings } from '@server/platform/db/schema.ts';

/** An account's stored choice of answer engine; none while it uses the install's default. */
export type StoredEngineSettings = typeof answerEngineSettings.$inferSelect;

export async function getEngineSettings(
  accountId: AccountId,
  db: Database,
): Promise<StoredEngineSettings | undefined> {
  const [row] = await db
    .select()
    .from(answerEngineSettings)
    .where(ownedBy(answerEngineSettings, accountId));
  return row;
}

/** What a save writes: the choice, and for a model its address, name and key. */
export type EngineSettingsChange = {
  provider: StoredEngineChoice;
  baseUrl: string | null;
  model: string | null;
  /** A new key to seal, `keep` for the stored one as it is, or null for none. */
  apiKey: string | 'keep' | null;
};

/** Stores (or replaces) the account's choice; a new key is sealed, only its ending kept clear. */
export async function putEngineSettings(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  change: EngineSettingsChange,
  stored: StoredEngineSettings | undefined,
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
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: answerEngineSettings.accountId, set: values });
}

/** Forgets the account's choice, key included: it answers with the install's default again. */
export async function deleteEngineSettings(accountId: AccountId, db: Database) {
  await db.delete(answerEngineSettings).where(ownedBy(answerEngineSettings, accountId));
}
