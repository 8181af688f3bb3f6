import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import {
  type AccountModels,
  type AccountModelsOptions,
  createAccountModels,
} from '@server/runtime/models/account-models.ts';
import type { ModelSettings } from '@server/runtime/models/model-client.ts';
import type { MeaningReader } from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import { builtinResponder } from './builtin-responder.ts';
import { createOpenAiResponder } from './openai-responder.ts';
import type { Responder } from './responder.ts';
import { withFallback } from './with-fallback.ts';

export type AnswerEngineOptions = Omit<AccountModelsOptions, 'purpose'> & {
  /** How the account's knowledge and questions are read by meaning, when it has an embeddings model. */
  meaningOf?: (accountId: AccountId) => Promise<MeaningReader | undefined>;
};

/**
 * The engine every channel answers with: each account's own choice from AI Configuration, the
 * install's default (LLM_*) for an account that made none, or the built-in responder; a model
 * always falls back to the built-in responder when it fails.
 */
export type AnswerEngine = AccountModels & { responder: Responder };

const responderOf = (model: ModelSettings | undefined, logger?: Logger): Responder =>
  model ? withFallback(createOpenAiResponder(model, logger)) : builtinResponder;

export function createAnswerEngine(options: AnswerEngineOptions): AnswerEngine {
  const models = createAccountModels({ ...options, purpose: 'answers' });
  const { logger } = options;
  const installResponder = responderOf(models.install, logger);
  // One responder per model while its settings are kept: building the provider's client on
  // each answer would be waste.
  const responders = new WeakMap<ModelSettings, Responder>();
  async function responderFor(accountId: AccountId) {
    const model = await models.modelOf(accountId);
    if (!model || model === models.install) return model ? installResponder : builtinResponder;
    let responder = responders.get(model);
    if (!responder) responders.set(model, (responder = responderOf(model, logger)));
    return responder;
  }

  return {
    ...models,
    responder: {
      async *respond(context, signal) {
        yield* (await responderFor(context.accountId)).respond(context, signal);
      },
      async standaloneQuestion(follow, signal) {
        const responder = await responderFor(follow.accountId);
        return responder.standaloneQuestion ? responder.standaloneQuestion(follow, signal) : null;
      },
      meaningOf: options.meaningOf,
      booksWithTools: async (accountId) => (await models.modelOf(accountId)) !== undefined,
    },
  };
}
