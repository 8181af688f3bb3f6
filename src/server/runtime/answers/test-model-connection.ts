import { answerEngineCopy as copy, type ConnectionTest } from '@shared/answers.ts';
import {
  modelClient,
  type ModelSettings,
  providerFailureOf,
} from '@server/runtime/models/model-client.ts';

/**
 * Asks the model for one streamed word, as answers ask it, and says whether it came and how
 * fast. Without a model there is nothing to test: the built-in responder answers inside the
 * product.
 */
export async function testModelConnection(
  settings: ModelSettings | undefined,
): Promise<ConnectionTest> {
  if (!settings) return { ok: true, latencyMs: null, message: copy.noConnectionNeeded };
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), settings.timeoutMs);
  const started = performance.now();
  try {
    const stream = await modelClient(settings).chat.completions.create(
      {
        model: settings.model,
        stream: true,
        max_tokens: 1,
        messages: [{ role: 'user', content: 'Reply with the word OK.' }],
      },
      { signal: giveUp.signal },
    );
    // The first chunk is the model answering; the rest is not needed. A stream given up on
    // ends without one.
    let answered = false;
    for await (const _chunk of stream) {
      answered = true;
      break;
    }
    if (!answered) throw new Error(copy.empty);
    const latencyMs = Math.round(performance.now() - started);
    return { ok: true, latencyMs, message: copy.connected(settings.model, latencyMs) };
  } catch (error) {
    return {
      ok: false,
      latencyMs: null,
      message: copy.failed(providerFailureOf(error, giveUp.signal.aborted, settings.timeoutMs)),
    };
  } finally {
    clearTimeout(timer);
    giveUp.abort();
  }
}
