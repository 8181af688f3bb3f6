import { LRUCache } from 'lru-cache';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { AccountModels } from '@server/runtime/models/account-models.ts';
import { type ModelSettings, providerFailureOf } from '@server/runtime/models/model-client.ts';
import { embeddingsModelKey, embedTexts } from './embed-texts.ts';
import type { PassageEmbedder } from './passage-embedder.ts';

/**
 * How long a search waits for the question's vector. The customer is waiting: past this, the
 * question is matched by its words alone.
 */
export const QUESTION_TIMEOUT_MS = 2_000;
/** Questions kept with their vectors. */
const KEPT_QUESTIONS = 10_000;

/** How one account's search reads by meaning: its model, and the question's vector. */
export type MeaningReader = {
  /** The model's key, as its passages' vectors are stored under. */
  model: string;
  /** The question as the model reads it; null when the model did not answer in time. */
  question: (text: string) => Promise<Float32Array | null>;
  /** Some passages have no vector yet: read them. */
  readUnread: () => void;
};

/** Questions and their vectors, by model: customers ask the same things again and again. */
export const questionVectors = () => new LRUCache<string, Float32Array>({ max: KEPT_QUESTIONS });

/** How a search reads by meaning with `model`; `readUnread` asks for the passages not read yet. */
export function meaningReaderOf(
  model: ModelSettings,
  options: {
    questions: LRUCache<string, Float32Array>;
    readUnread: () => void;
    logger?: Logger;
  },
): MeaningReader {
  const { questions, readUnread, logger } = options;
  const key = embeddingsModelKey(model);
  return {
    model: key,
    async question(text) {
      const cacheKey = `${key}\n${text}`;
      const known = questions.get(cacheKey);
      if (known) return known;
      const giveUp = AbortSignal.timeout(QUESTION_TIMEOUT_MS);
      try {
        const [vector] = await embedTexts(model, [text], giveUp);
        questions.set(cacheKey, vector!);
        return vector!;
      } catch (error) {
        const reason = providerFailureOf(error, giveUp.aborted, QUESTION_TIMEOUT_MS);
        logger?.info('A question was matched by its words alone', { reason });
        return null;
      }
    },
    readUnread,
  };
}

/** Each account's reader by meaning, or undefined for an account without an embeddings model. */
export function createMeaningReaders(options: {
  models: AccountModels;
  embedder: PassageEmbedder;
  logger?: Logger;
}) {
  const { models, embedder, logger } = options;
  const questions = questionVectors();
  return async (accountId: AccountId): Promise<MeaningReader | undefined> => {
    const model = await models.modelOf(accountId);
    if (!model) return undefined;
    return meaningReaderOf(model, {
      questions,
      readUnread: () => embedder.wake(accountId),
      logger,
    });
  };
}
