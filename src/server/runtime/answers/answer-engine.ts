import { type EngineSettings, isModelProvider } from '@shared/answers.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { builtinResponder } from './builtin-responder.ts';
import { getEngineSettings, type StoredEngineSettings } from './engine-settings-store.ts';
import { createOpenAiResponder, type ModelSettings } from './openai-responder.ts';
import type { Responder } from './responder.ts';
import { withFallback } from './with-fallback.ts';

/**
 * How long a process keeps an account's choice before reading it again. A save in this process
 * takes effect at once; in another process of a multi-process install, within this time.
 * Reading the row costs little next to an answer's own reads, but opening the sealed key and
 * building the provider's client on each answer would be waste.
 */
export const ENGINE_SETTINGS_CACHE_MS = 5_000;
/** At most this many accounts' choices are kept; the oldest go first. */
const CACHED_ACCOUNTS = 1_000;

export type AnswerEngineOptions = {
  db: Database;
  /** Opens the sealed keys of the accounts' models. */
  box: SecretBox;
  /** The install's default model (LLM_*), or undefined for the built-in responder. */
  install: ModelSettings | undefined;
  /** LLM_LOCKED: the install's choice answers for every account, whatever an account stored. */
  locked: boolean;
  /** How long any model may stay silent before the built-in responder answers instead. */
  timeoutMs: number;
  logger?: Logger;
  cacheMs?: number;
};

/**
 * The engine every channel answers with: each account's own choice from AI Configuration, the
 * install's default (LLM_*) for an account that made none, or the built-in responder; a model
 * always falls back to the built-in responder when it fails.
 */
export type AnswerEngine = {
  responder: Responder;
  install: ModelSettings | undefined;
  locked: boolean;
  timeoutMs: number;
  box: SecretBox;
  /** The model the account's customers are answered with now; undefined for the built-in responder. */
  modelOf: (accountId: AccountId) => Promise<ModelSettings | undefined>;
  /** Drops what this process kept of the account's choice: after the owner saves a new one. */
  forget: (accountId: AccountId) => void;
};

/** The origin of an address, to tell whether two addresses are the same server. */
export const originOf = (baseUrl: string) => {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
};

/**
 * Whether the stored key may go to `baseUrl`: only to the server it was entered for, so a
 * changed address never carries the key to another server.
 */
export const storedKeyServes = (stored: StoredEngineSettings | undefined, baseUrl: string) =>
  !!stored?.apiKeySealed && !!stored.baseUrl && originOf(stored.baseUrl) === originOf(baseUrl);

/** The stored key, opened, when it may go to `baseUrl`. */
export function storedKeyFor(
  stored: StoredEngineSettings | undefined,
  baseUrl: string,
  box: SecretBox,
  logger?: Logger,
): string | undefined {
  if (!stored?.apiKeySealed || !storedKeyServes(stored, baseUrl)) return undefined;
  try {
    return box.open(stored.apiKeySealed);
  } catch (error) {
    // Sealed under another AUTH_SECRET: the model refuses the call, and the built-in answers.
    logger?.error('A stored model key could not be opened', error);
    return undefined;
  }
}

/** The model an account's stored choice names, or undefined for the built-in responder. */
function storedModel(
  stored: StoredEngineSettings | undefined,
  options: Pick<AnswerEngineOptions, 'box' | 'install' | 'timeoutMs' | 'logger'>,
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
 * The model a choice (saved or only typed in the form) would answer with: the install's for
 * `default`, none for `builtin`, else the address and model given, with the key typed or, left
 * empty, the stored one for the same server.
 */
export function modelOfChoice(
  engine: Pick<AnswerEngine, 'install' | 'timeoutMs' | 'box'>,
  choice: EngineSettings,
  stored: StoredEngineSettings | undefined,
): ModelSettings | undefined {
  if (choice.provider === 'default') return engine.install;
  if (!isModelProvider(choice.provider) || !choice.baseUrl || !choice.model) return undefined;
  const apiKey =
    choice.apiKey ??
    (choice.removeApiKey ? undefined : storedKeyFor(stored, choice.baseUrl, engine.box));
  return { baseUrl: choice.baseUrl, model: choice.model, apiKey, timeoutMs: engine.timeoutMs };
}

const responderOf = (model: ModelSettings | undefined, logger?: Logger): Responder =>
  model ? withFallback(createOpenAiResponder(model, logger)) : builtinResponder;

export function createAnswerEngine(options: AnswerEngineOptions): AnswerEngine {
  const { db, install, locked, logger, cacheMs = ENGINE_SETTINGS_CACHE_MS } = options;
  const installResponder = responderOf(install, logger);
  const kept = new Map<
    AccountId,
    { until: number; model: ModelSettings | undefined; responder: Responder }
  >();

  async function choiceOf(accountId: AccountId) {
    const now = performance.now();
    const hit = kept.get(accountId);
    if (hit && hit.until > now) return hit;
    const model = storedModel(await getEngineSettings(accountId, db), options);
    const choice = {
      until: now + cacheMs,
      model,
      responder: model === install ? installResponder : responderOf(model, logger),
    };
    kept.delete(accountId);
    kept.set(accountId, choice);
    if (kept.size > CACHED_ACCOUNTS) kept.delete(kept.keys().next().value!);
    return choice;
  }

  const responderFor = async (accountId: AccountId) =>
    locked ? installResponder : (await choiceOf(accountId)).responder;

  return {
    install,
    locked,
    timeoutMs: options.timeoutMs,
    box: options.box,
    responder: {
      async *respond(context, signal) {
        yield* (await responderFor(context.accountId)).respond(context, signal);
      },
      async standaloneQuestion(follow, signal) {
        const responder = await responderFor(follow.accountId);
        return responder.standaloneQuestion ? responder.standaloneQuestion(follow, signal) : null;
      },
    },
    modelOf: async (accountId) => (locked ? install : (await choiceOf(accountId)).model),
    forget: (accountId) => {
      kept.delete(accountId);
    },
  };
}
