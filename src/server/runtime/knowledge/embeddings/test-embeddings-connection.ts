import type { ConnectionTest } from '@shared/answers.ts';
import { embeddingsCopy as copy } from '@shared/embeddings.ts';
import { type ModelSettings, providerFailureOf } from '@server/runtime/models/model-client.ts';
import { embedTexts, NotEmbeddings } from './embed-texts.ts';

/** The text a test asks the model to read: any will do. */
const TEST_TEXT = 'What are your opening hours?';

/**
 * Asks the embeddings model to read one short text, as a question is read, and says whether it
 * answered, how fast and with how many numbers. Without a model there is nothing to test.
 */
export async function testEmbeddingsConnection(
  settings: ModelSettings | undefined,
): Promise<ConnectionTest> {
  if (!settings) return { ok: true, latencyMs: null, message: copy.noConnectionNeeded };
  const giveUp = AbortSignal.timeout(settings.timeoutMs);
  const started = performance.now();
  try {
    const [vector] = await embedTexts(settings, [TEST_TEXT], giveUp);
    const latencyMs = Math.round(performance.now() - started);
    return {
      ok: true,
      latencyMs,
      message: copy.connected(settings.model, vector!.length, latencyMs),
    };
  } catch (error) {
    const reason =
      error instanceof NotEmbeddings
        ? error.message
        : providerFailureOf(error, giveUp.aborted, settings.timeoutMs);
    return { ok: false, latencyMs: null, message: copy.failed(reason) };
  }
}
