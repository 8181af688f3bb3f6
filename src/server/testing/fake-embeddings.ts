/**
 * What the fake provider's `POST /v1/embeddings` answers: OpenAI's wire format (`data` of
 * `{object: 'embedding', index, embedding}`, floats or, when asked, base64 of little-endian
 * floats; `usage`). Its vectors are a bag of hashed words in which words a test declares to
 * mean the same thing (`meanings`: "dog" → "pet") fall together, and words of three letters
 * or fewer ("do", "you", "the") weigh little, as in a real model's.
 */
export const FAKE_EMBEDDING_DIMENSIONS = 1536;
const PLACES_PER_WORD = 4;

export type EmbeddingsRequest = {
  model: string;
  input: string | string[];
  encoding_format?: 'float' | 'base64';
};

/** FNV-1a, mixed as MurmurHash3 finishes: a word's place among the dimensions, and its sign there. */
function hash(text: string) {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

export function fakeEmbedding(text: string, meanings: Readonly<Record<string, string>> = {}) {
  const vector = new Float32Array(FAKE_EMBEDDING_DIMENSIONS);
  for (const word of text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? []) {
    const meaning = meanings[word] ?? word;
    const weight = [...word].length <= 3 ? 0.2 : 1;
    // Several places a word: two words falling on one place then share only part of their weight.
    for (let seed = 0; seed < PLACES_PER_WORD; seed += 1) {
      const place = hash(`${seed} ${meaning}`);
      vector[place % FAKE_EMBEDDING_DIMENSIONS]! += place >>> 31 ? weight : -weight;
    }
  }
  return vector;
}

export function embeddingsAnswer(
  body: EmbeddingsRequest,
  meanings: Readonly<Record<string, string>>,
) {
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  return {
    object: 'list',
    model: body.model,
    data: inputs.map((text, index) => {
      const vector = fakeEmbedding(text, meanings);
      return {
        object: 'embedding',
        index,
        embedding:
          body.encoding_format === 'base64'
            ? Buffer.from(vector.buffer).toString('base64')
            : Array.from(vector),
      };
    }),
    usage: {
      prompt_tokens: inputs.join(' ').split(/\s+/u).length,
      total_tokens: inputs.join(' ').split(/\s+/u).length,
    },
  };
}
