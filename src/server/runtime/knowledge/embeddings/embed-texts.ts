import { embeddingsCopy } from '@shared/embeddings.ts';
import { modelClient, type ModelSettings } from '@server/runtime/models/model-client.ts';

/** The answer was no list of vectors, one per text, all of one length. */
export class NotEmbeddings extends Error {
  constructor() {
    super(embeddingsCopy.notEmbeddings);
  }
}

/** The same vector scaled to length 1: the dot product of two is then their cosine. */
function unitLength(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (!Number.isFinite(norm) || norm === 0) throw new NotEmbeddings();
  for (let at = 0; at < vector.length; at += 1) vector[at]! /= norm;
  return vector;
}

/**
 * The texts as the model reads them (`POST {baseUrl}/embeddings` of the OpenAI API), one unit
 * vector per text, in order. Floats are asked for: servers that mimic the API (Ollama, vLLM)
 * do not all speak its base64 encoding.
 */
export async function embedTexts(
  model: ModelSettings,
  texts: readonly string[],
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  const response = await modelClient(model).embeddings.create(
    { model: model.model, input: [...texts], encoding_format: 'float' },
    { signal },
  );
  const data: unknown = response?.data;
  if (!Array.isArray(data) || data.length !== texts.length) throw new NotEmbeddings();
  const vectors: Float32Array[] = new Array(texts.length);
  for (const [at, item] of data.entries()) {
    const { embedding, index } = (item ?? {}) as { embedding?: unknown; index?: unknown };
    const place = typeof index === 'number' ? index : at;
    if (!Array.isArray(embedding) || embedding.length === 0 || vectors[place]) {
      throw new NotEmbeddings();
    }
    if (!embedding.every((value) => typeof value === 'number')) throw new NotEmbeddings();
    vectors[place] = unitLength(embedding as number[]);
  }
  const dimensions = vectors[0]?.length;
  if (vectors.some((vector) => !vector || vector.length !== dimensions)) throw new NotEmbeddings();
  return vectors;
}

/** What a model's vectors are stored under: its server and name, so another's are never compared. */
export const embeddingsModelKey = (model: Pick<ModelSettings, 'baseUrl' | 'model'>) =>
  `${model.baseUrl.replace(/\/+$/u, '')} ${model.model}`;

/** A vector as stored: its 32-bit floats' bytes (little-endian, as every platform Node runs on). */
export const vectorBytes = (vector: Float32Array) =>
  new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength);

/** A stored vector read back; copied, as the bytes may not be aligned for floats. */
export const vectorOf = (bytes: Uint8Array) =>
  new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
