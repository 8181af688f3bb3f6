import { z } from 'zod';
import { answerEngineCopy, modelChoiceSchema, type StoredEngineChoice } from './answers.ts';

/**
 * The optional embeddings model of AI Configuration: with one, the knowledge and each question
 * are also read by meaning, so a question finds the knowledge it means in other words or in
 * another language. Its choice is made like the answer engine's (same fields, same rules for
 * the key); `builtin` means none.
 */
export const embeddingsCopy = {
  title: 'Understanding by meaning',
  hint: 'Optional. An embeddings model reads your knowledge and each question by meaning, so “can I bring my dog?” finds your answer about pets, in any language. Without one, questions are matched by their words, spellings and related words.',
  current: (model: string) => `Embeddings: ${model}`,
  currentHint: (server: string) =>
    `Your knowledge and each question are read by meaning at ${server}, and by their words.`,
  none: 'Words only',
  noneHint:
    'Questions are matched to your knowledge by their words, near spellings and related words.',
  providerLabel: 'Embeddings come from',
  providerNames: {
    ...answerEngineCopy.providerNames,
    builtin: 'None: words only',
  } satisfies Record<StoredEngineChoice, string>,
  cost: {
    default:
      'The embeddings model the server’s operator set up for every account. Whether it is charged, and to whom, is up to the operator.',
    builtin: 'No model and no cost. This is the default.',
    openai:
      'Your knowledge is read once (again after each change) and each question once: small paid calls to OpenAI, billed to your key by OpenAI on top of your plan.',
    openrouter:
      'Your knowledge is read once (again after each change) and each question once: small paid calls to OpenRouter, billed to your key on top of your plan.',
    ollama:
      'Read by Ollama on your own machine: no provider charges for it, but that machine must stay on and reachable from this server.',
    custom:
      'If this address is a paid service, reading your knowledge and each question are paid calls there; a server of your own costs nothing.',
  } satisfies Record<'default' | StoredEngineChoice, string>,
  modelFieldHint:
    'An embeddings model, such as text-embedding-3-small or nomic-embed-text. Choose from the list, or type its name.',
  saved: 'Saved. Your knowledge is being read by meaning; answers use what is read as it is read.',
  savedWordsOnly: 'Saved. Questions are matched to your knowledge by their words only.',
  locked:
    'The server’s operator chose how every account of this installation reads by meaning, so it cannot be changed here.',
  progress: (read: number, passages: number) =>
    `${read.toLocaleString('en-US')} of ${passages.toLocaleString('en-US')} passages read by meaning.`,
  stopped: (reason: string) =>
    `Reading your knowledge by meaning stopped: ${reason} It is tried again after your next change, and every few minutes.`,
  noConnectionNeeded: 'Without an embeddings model there is nothing to connect to.',
  connected: (model: string, dimensions: number, ms: number) =>
    `${model} answered in ${ms.toLocaleString('en-US')} ms, with ${dimensions.toLocaleString('en-US')} numbers per text.`,
  failed: (reason: string) => `The embeddings model did not answer: ${reason}`,
  notEmbeddings: 'it answered without embeddings: is this an embeddings model?',
  loadFailed: 'The embeddings model could not be loaded.',
} as const;

/** GET /api/v1/answer-engine/embeddings: the embeddings model in use, the choice, and its progress. */
export const embeddingsStatusSchema = z.object({
  /** The model reading by meaning now, and its server (scheme, host, port); null for none. */
  model: z.string().nullable(),
  server: z.string().nullable(),
  /** Whether the operator made the install's choice the only one (`LLM_LOCKED`). */
  locked: z.boolean(),
  /** The install's default embeddings model (`EMBEDDINGS_*`), or null. */
  installModel: z.object({ model: z.string(), server: z.string().nullable() }).nullable(),
  settings: modelChoiceSchema,
  /** How much of the knowledge the model has read; null without a model. */
  progress: z
    .object({
      embedded: z.number().int(),
      passages: z.number().int(),
      /** Why reading stopped, in words; null while it goes well. */
      stopped: z.string().nullable(),
    })
    .nullable(),
});
export type EmbeddingsStatus = z.infer<typeof embeddingsStatusSchema>;
