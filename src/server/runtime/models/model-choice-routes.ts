import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import {
  answerEngineCopy as copy,
  type EngineSettings,
  engineSettingsInputSchema,
  type EngineSettingsInput,
  type ModelChoice,
  providerBaseUrls,
} from '@shared/answers.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { jsonRequest } from '@server/platform/http/json-only.ts';
import { described, jsonContent, refusals } from '@server/platform/http/openapi.ts';
import { assertStorableText } from '@server/platform/http/storable-text.ts';
import { parseOrThrow } from '@server/platform/http/validate.ts';
import type { AccountModels } from './account-models.ts';
import type { StoredModelSettings } from './model-settings-store.ts';
import { originOf } from './stored-key.ts';

/** What the routes choosing a model (to answer, to read by meaning) share. */

/** A choice the reference shows and the fuzzer sends: a local server, so no call leaves the machine. */
export const exampleChoice = {
  provider: 'ollama',
  baseUrl: providerBaseUrls.ollama,
  model: 'llama3.2',
} satisfies EngineSettingsInput;

/** A change refused while the operator's LLM_LOCKED makes the install's choices the only ones. */
export function refuseWhenLocked(models: Pick<AccountModels, 'locked'>) {
  if (models.locked) throw new ApiError(403, 'engine_locked', copy.lockedRefusal);
}

/** Refuses every change of the route while the install's choices are locked. */
export const unlessLocked = (models: Pick<AccountModels, 'locked'>) =>
  described(
    createMiddleware(async (_c, next) => {
      refuseWhenLocked(models);
      await next();
    }),
    { responses: refusals('Forbidden') },
  );

/**
 * A test's body, which may be left out: the form's unsaved choice when sent, the account's
 * saved one otherwise. A body is held to the rules of every JSON body (limit, type, depth).
 */
export const optionalChoice = described(
  every(
    jsonRequest,
    createMiddleware<{ Variables: AccountVariables & { choice?: EngineSettings } }>(
      async (c, next) => {
        const text = await c.req.text();
        if (text.trim() !== '') {
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
          }
          assertStorableText(value);
          c.set('choice', parseOrThrow(engineSettingsInputSchema, value));
        }
        await next();
      },
    ),
  ),
  {
    requestBody: {
      required: false,
      content: jsonContent(engineSettingsInputSchema, exampleChoice),
    },
    responses: refusals('BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType'),
  },
);

/** The install's default model as the portal shows it: its name and server, never its key. */
export const installShown = ({ install }: Pick<AccountModels, 'install'>) =>
  install ? { model: install.model, server: originOf(install.baseUrl) } : null;

/** The account's choice as the portal shows it: `default` (or none) until it makes one, never the key. */
export const choiceShown = (
  stored: StoredModelSettings | undefined,
  hasInstallModel: boolean,
): ModelChoice =>
  stored
    ? {
        provider: stored.provider,
        baseUrl: stored.baseUrl,
        model: stored.model,
        apiKeyStored: stored.apiKeySealed !== null,
        apiKeyEnding: stored.apiKeyEnding,
      }
    : {
        provider: hasInstallModel ? 'default' : 'builtin',
        baseUrl: null,
        model: null,
        apiKeyStored: false,
        apiKeyEnding: null,
      };
