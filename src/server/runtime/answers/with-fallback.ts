import { builtinResponder } from './builtin-responder.ts';
import type { Responder, ResponderEvent } from './responder.ts';

/**
 * A conversation never hangs on a model: when `primary` fails before it wrote anything, the
 * built-in responder answers instead (from the knowledge, or with a hand-over whose reason is
 * `model_failed`); when it fails half-way, what it wrote stands and a person takes over.
 */
export function withFallback(
  primary: Responder,
  fallback: Responder = builtinResponder,
): Responder {
  return {
    standaloneQuestion: primary.standaloneQuestion?.bind(primary),
    booksWithTools: primary.booksWithTools?.bind(primary),
    async *respond(context, signal): AsyncGenerator<ResponderEvent> {
      let wrote = false;
      for await (const event of primary.respond(context, signal)) {
        if (event.event !== 'error') {
          if (event.event === 'delta') wrote = true;
          yield event;
          continue;
        }
        if (signal.aborted) return;
        if (wrote) {
          yield { event: 'handover', reason: 'model_failed' };
          yield { event: 'done', promptTokens: null, completionTokens: null };
          return;
        }
        for await (const instead of fallback.respond(context, signal)) {
          yield instead.event === 'handover' && instead.reason === 'agent_unsure'
            ? { event: 'handover', reason: 'model_failed' }
            : instead;
        }
        return;
      }
    },
  };
}
