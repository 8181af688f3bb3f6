import type { Logger } from '@server/platform/logging/logger.ts';
import { builtinResponder } from './builtin-responder.ts';
import { createOpenAiResponder, type ModelSettings } from './openai-responder.ts';
import type { Responder } from './responder.ts';
import { withFallback } from './with-fallback.ts';

/**
 * The responder every channel answers with: the configured model, falling back to the
 * built-in responder when it fails; the built-in responder alone without a model.
 */
export function createAnswerEngine(model: ModelSettings | undefined, logger?: Logger): Responder {
  return model ? withFallback(createOpenAiResponder(model, logger)) : builtinResponder;
}
