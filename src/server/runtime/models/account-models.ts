import { type EngineSettings, isModelProvider, type ModelPurpose } from '@shared/answers.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { ModelSettings } from './model-client.ts';
import { getModelSettings, type StoredModelSettings } from './model-settings-store.ts';
import { storedKeyFor } from './stored-key.ts';

/**
 * How long a process keeps an account's choice before reading it again. A save in this process
 * takes effect at once; in another process of a multi-process install, within this time.
 * Reading the row costs little next to an answer's own reads, but opening the sealed key on
 * each answer would be waste.
 */
export const MODEL_SETTINGS_CACHE_MS = 5_000;
/** At most this many accounts' choices are kept; the oldest go first. */
const CACHED_ACCOUNTS = 1_000;

export type AccountModelsOptions = {
  db: Database;
  purpose: ModelPurpose;
  /** Opens the sealed keys of the accounts' models. */
  box: SecretBox;
  /** The install's default model for this purpose, or undefined for none. */
  install: ModelSettings | undefined;
  /** LLM_LOCKED: the install's choice serves every account, whatever an account stored. */
  locked: boolean;
  /** How long a model may stay silent before it is given up. */
  timeoutMs: number;
  logger?: Logger;
  cacheMs?: number;
};

/** Each account's model for one purpose: its own choice, or the install's default. */
export type AccountModels = {
  purpose: ModelPurpose;
  install: ModelSettings | undefined;
  locked: boolean;
  timeoutMs: number;
  box: SecretBox;
  /** The model serving the account now; undefined for none (the built-in responder, words only). */
  modelOf: (accountId: AccountId) => Promise<ModelSettings | undefined>;
  /** Drops what this process kept of the account's choice: after the owner saves a new one. */
  forget: (accountId: AccountId) => void;
};

/** The model an account's stored choice names, or undefined for none. */
function storedModel(
  stored: StoredModelSettings | undefined,
  options: Pick<AccountModelsOptions, 'box' | 'install' | 'timeoutMs' | 'logger'>,
): ModelSettings | undefined {
  if (!stored) return options.install;
  if (!isModelProvider(stored.provider) || !stored.baseUrl || !stored.model) return undefined;
  return {
    baseUrl: stored.baseUrl,
    model: stored.model,
    apiKey: storedKeyFor(stored, stored.baseUrl, options.box, options.logger),
    timeoutMs: options.timeoutMs,
  };
}

/**
 * The model a choice (saved or only typed in the form) would serve with: the install's for
 * `default`, none for `builtin`, else the address and model given, with the key typed or, left
 * empty, the stored one for the same server.
 */
export function modelOfChoice(
  models: Pick<AccountModels, 'install' | 'timeoutMs' | 'box'>,
  choice: EngineSettings,
  stored: StoredModelSettings | undefined,
): ModelSettings | undefined {
  if (choice.provider === 'default') return models.install;
  if (!isModelProvider(choice.provider) || !choice.baseUrl || !choice.model) return undefined;
  const apiKey =
    choice.apiKey ??
    (choice.removeApiKey ? undefined : storedKeyFor(stored, choice.baseUrl, models.box));
  return { baseUrl: choice.baseUrl, model: choice.model, apiKey, timeoutMs: models.timeoutMs };
}

export function createAccountModels(options: AccountModelsOptions): AccountModels {
  const { db, purpose, install, locked, cacheMs = MODEL_SETTINGS_CACHE_MS } = options;
  const kept = new Map<AccountId, { until: number; model: ModelSettings | undefined }>();
  // The reads under way: the answers that find the choice expired together wait for one read.
  const reading = new Map<AccountId, Promise<ModelSettings | undefined>>();

  function keep(accountId: AccountId, until: number, model: ModelSettings | undefined) {
    kept.delete(accountId);
    kept.set(accountId, { until, model });
    if (kept.size > CACHED_ACCOUNTS) kept.delete(kept.keys().next().value!);
  }

  async function modelOf(accountId: AccountId) {
    if (locked) return install;
    const now = performance.now();
    const hit = kept.get(accountId);
    if (hit && hit.until > now) return hit.model;
    const pending = reading.get(accountId);
    if (pending) return pending;
    const read = getModelSettings(accountId, db, purpose).then((stored) =>
      storedModel(stored, options),
    );
    reading.set(accountId, read);
    try {
      const model = await read;
      // Forgotten meanwhile (a save): this read may be older than the choice saved.
      if (reading.get(accountId) === read) keep(accountId, now + cacheMs, model);
      return model;
    } finally {
      if (reading.get(accountId) === read) reading.delete(accountId);
    }
  }

  return {
    purpose,
    install,
    locked,
    timeoutMs: options.timeoutMs,
    box: options.box,
    modelOf,
    forget: (accountId) => {
      kept.delete(accountId);
      // A read begun before the save may hold the old choice: the next answer reads anew.
      reading.delete(accountId);
    },
  };
}
